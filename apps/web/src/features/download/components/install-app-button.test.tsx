import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { makeStatus } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { captureInstallPrompt } from '../hooks/use-install-prompt'

const withAndroidApp = makeStatus({
  info: {
    resources: [{ resourceType: 'Android', url: 'https://dl.example.test/app.apk' }],
    mobileTemplate: { app_desc: 'Play anywhere with the Lucky app' },
  },
})

/** What Chromium fires when the app meets its install criteria. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  })
  act(() => {
    window.dispatchEvent(event)
  })
  return event
}

beforeAll(() => {
  captureInstallPrompt()
})

afterEach(() => {
  // Whatever a test left offered is gone for the next.
  act(() => {
    window.dispatchEvent(new Event('appinstalled'))
  })
  vi.unstubAllGlobals()
})

describe('install prompt in the download bar', () => {
  it('shows the bar with an install button when the browser offers one, even with no download', async () => {
    const event = offerInstall()
    // Kept for our button rather than shown as the browser's own mini bar.
    expect(event.defaultPrevented).toBe(true)
    const { user } = renderApp('/m/home')
    const bar = await screen.findByTestId('download-bar')
    expect(within(bar).queryByRole('link', { name: 'Download' })).toBeNull()
    await user.click(within(bar).getByRole('button', { name: 'Install' }))
    expect(event.prompt).toHaveBeenCalledTimes(1)
    // A prompt shows once: with nothing else to offer, the bar goes.
    await vi.waitFor(() => expect(screen.queryByTestId('download-bar')).toBeNull())
  })

  it('puts the install first in the popup, beside the merchant’s own downloads', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    })
    const { user } = renderApp('/m/home', { status: withAndroidApp })
    const bar = await screen.findByTestId('download-bar')
    // Not offered yet: the bar leads to the download page.
    expect(within(bar).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/m/download')
    expect(within(bar).queryByRole('button', { name: 'Install' })).toBeNull()

    // The offer can arrive after the bar is on screen.
    const event = offerInstall('dismissed')
    expect(await within(bar).findByRole('button', { name: 'Install' })).toBeInTheDocument()
    await user.click(within(bar).getByRole('button', { name: 'Play anywhere with the Lucky app' }))
    const popup = await screen.findByTestId('download-popup')
    const items = within(popup).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['Install the app on this device', 'Download for Android'])
    await user.click(within(popup).getByRole('button', { name: 'Install the app on this device' }))
    expect(event.prompt).toHaveBeenCalledTimes(1)
    // Dismissed: the bar stays for the Android download, which its button leads to again.
    await vi.waitFor(() => expect(within(bar).getByRole('link', { name: 'Download' })).toBeInTheDocument())
    expect(within(popup).queryByRole('button', { name: 'Install the app on this device' })).toBeNull()
  })

  it('never pushes a bar in above the home for an offer that comes later; it shows the next time', async () => {
    const { router } = renderApp('/m/home')
    await screen.findByRole('heading', { level: 1, name: /Welcome/ }, { timeout: 8000 })
    offerInstall()
    // A bar appearing now would move the whole page down under the reader.
    expect(screen.queryByTestId('download-bar')).toBeNull()
    await act(() => router.navigate('/m/help'))
    await act(() => router.navigate('/m/home'))
    expect(await screen.findByRole('button', { name: 'Install' })).toBeInTheDocument()
  })

  it('goes once the app is installed from the browser’s own menu', async () => {
    offerInstall()
    renderApp('/m/home')
    expect(await screen.findByRole('button', { name: 'Install' })).toBeInTheDocument()
    act(() => {
      window.dispatchEvent(new Event('appinstalled'))
    })
    expect(screen.queryByTestId('download-bar')).toBeNull()
  })

  it('offers the install on the download page, also for a merchant with no app of its own', async () => {
    const event = offerInstall()
    const { user } = renderApp('/m/download')
    const install = await screen.findByRole('button', { name: 'Install the app on this device' }, { timeout: 8000 })
    expect(screen.queryByText('No app download is offered yet.')).toBeNull()
    await user.click(install)
    expect(event.prompt).toHaveBeenCalledTimes(1)
    // Offered once: with no app of the merchant's, the page says there is nothing left to get.
    expect(await screen.findByText('No app download is offered yet.')).toBeInTheDocument()
  })
})
