import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StorageKey } from '@/lib/storage'
import { makeStatus } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { downloadLinks, isNativeAppShell, platformOf } from '../utils/download-links'
import { hasDownloadForPlatform } from './download-bar'

const withAndroidApp = makeStatus({
  info: {
    resources: [{ resourceType: 'Android', url: 'https://dl.example.test/app.apk' }],
    mobileTemplate: { app_desc: 'Play anywhere with the Lucky app' },
  },
})

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IPHONE_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36'

const withEveryApp = makeStatus({
  info: {
    merchantName: 'Lucky',
    resources: [
      { resourceType: 'Android', url: 'https://dl.example.test/app.apk' },
      { resourceType: 'IOS', url: 'https://dl.example.test/app.ipa' },
      { resourceType: 'MOBILECONFIG', url: 'https://dl.example.test/app.mobileconfig' },
      { resourceType: 'AppDownloadIcon', url: 'https://dl.example.test/icon.png' },
    ],
    mobileTemplate: {
      app_desc: 'Play anywhere with the Lucky app',
      app_background: '#3a0d2e',
      app_desc_font_color: '#ffe066',
    },
  },
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('download links', () => {
  it('tells a native app shell from a browser', () => {
    expect(isNativeAppShell(IPHONE_SAFARI)).toBe(false)
    expect(isNativeAppShell(ANDROID_CHROME)).toBe(false)
    expect(isNativeAppShell(IPHONE_WEBVIEW)).toBe(true)
    expect(isNativeAppShell(ANDROID_WEBVIEW)).toBe(true)
    expect(isNativeAppShell(`${ANDROID_CHROME} ParlorApp/2.1`)).toBe(true)
  })

  it('offers each platform its own downloads, and a desktop every one', () => {
    const resources = withEveryApp.info.resources
    expect(platformOf(IPHONE_SAFARI)).toBe('ios')
    expect(platformOf(ANDROID_CHROME)).toBe('android')
    expect(downloadLinks(resources, 'android').map((l) => l.kind)).toEqual(['Android'])
    expect(downloadLinks(resources, 'ios').map((l) => l.kind)).toEqual(['IOS', 'MOBILECONFIG'])
    expect(downloadLinks(resources, 'other').map((l) => l.kind)).toEqual(['Android', 'IOS', 'MOBILECONFIG'])
    expect(downloadLinks([{ resourceType: 'IOS', url: ' ' }], 'ios')).toEqual([])
  })
})

describe('download bar (home top block)', () => {
  it('picks the download for the platform', () => {
    const resources = [
      { resourceType: 'MOBILECONFIG', url: 'https://dl.example.test/p.mobileconfig' },
      { resourceType: 'Android', url: '' },
    ]
    expect(hasDownloadForPlatform(resources, 'ios')).toBe(true)
    expect(hasDownloadForPlatform(resources, 'android')).toBe(false)
    expect(hasDownloadForPlatform(resources, 'other')).toBe(true)
  })

  it('shows on home with the template text, colours and icon', async () => {
    renderApp('/m/home', { status: withAndroidApp })
    expect(await screen.findByText('Play anywhere with the Lucky app')).toBeInTheDocument()
    // The button leads to the download page (accounts §Download bar); the bar's text opens the popup.
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/m/download')
    expect(screen.getByRole('button', { name: 'Play anywhere with the Lucky app' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    )
  })

  it('opens the download popup with this platform’s links on the template background', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: IPHONE_SAFARI })
    const { user } = renderApp('/m/home', { status: withEveryApp })
    await user.click(await screen.findByRole('button', { name: 'Play anywhere with the Lucky app' }))
    const popup = await screen.findByTestId('download-popup')
    expect(within(popup).getByRole('heading', { name: 'Install Lucky' })).toBeInTheDocument()
    const links = within(popup).getAllByRole('link')
    // An iPhone is offered the iOS app and the profile install, not the Android package.
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Download for iPhone', 'https://dl.example.test/app.ipa'],
      ['Install profile (iPhone)', 'https://dl.example.test/app.mobileconfig'],
    ])
    expect(within(popup).getByText(/Profile Downloaded/)).toBeInTheDocument()
    expect(popup).toHaveStyle({ background: 'rgb(58, 13, 46)' })
    expect(within(popup).getByText('Play anywhere with the Lucky app')).toHaveStyle({ color: 'rgb(255, 224, 102)' })
    expect(popup.querySelector('img')).toHaveAttribute('src', 'https://dl.example.test/icon.png')

    // Closing the popup keeps the bar; only the bar's own close hides it for good.
    await user.click(within(popup).getByRole('button', { name: 'Close' }))
    await vi.waitFor(() => expect(screen.queryByTestId('download-popup')).toBeNull())
    expect(screen.getByTestId('download-bar')).toBeInTheDocument()
    expect(localStorage.getItem(StorageKey.hideDownloadBar)).toBeNull()
  })

  it('is only on home', async () => {
    renderApp('/m/withdraw', { status: withAndroidApp })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByText('Play anywhere with the Lucky app')).not.toBeInTheDocument()
  })

  it('stays closed once closed', async () => {
    const { user } = renderApp('/m/home', { status: withAndroidApp })
    await user.click(await screen.findByRole('button', { name: 'Close' }))
    expect(screen.queryByText('Play anywhere with the Lucky app')).not.toBeInTheDocument()
    expect(localStorage.getItem(StorageKey.hideDownloadBar)).toBe('1')
  })

  it('is hidden inside an installed app and without a download', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }))
    renderApp('/m/home', { status: withAndroidApp })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByText('Play anywhere with the Lucky app')).not.toBeInTheDocument()
  })

  it('is hidden inside a native app shell', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: `${ANDROID_CHROME} ParlorApp/2.1` })
    renderApp('/m/home', { status: withAndroidApp })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByTestId('download-bar')).toBeNull()
  })

  it('is hidden on an iPhone when the merchant only has an Android app', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: IPHONE_SAFARI })
    renderApp('/m/home', { status: withAndroidApp })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByTestId('download-bar')).toBeNull()
  })

  it('shows a desktop the bar when the merchant offers only the iOS profile, and hides it on Android', async () => {
    const profileOnly = makeStatus({
      info: {
        resources: [{ resourceType: 'MOBILECONFIG', url: '/downloads/demo01.mobileconfig' }],
        mobileTemplate: { app_desc: 'Play anywhere with the Lucky app' },
      },
    })
    const desktop = renderApp('/m/home', { status: profileOnly })
    expect(await screen.findByTestId('download-bar')).toBeInTheDocument()
    desktop.unmount()

    vi.stubGlobal('navigator', { ...navigator, userAgent: ANDROID_CHROME })
    renderApp('/m/home', { status: profileOnly })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByTestId('download-bar')).toBeNull()
  })

  it('is hidden when the merchant has no download', async () => {
    renderApp('/m/home')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument()
  })
})
