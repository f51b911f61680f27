import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { StorageKey } from '@/lib/storage'
import { makeStatus } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { hasDownloadForPlatform } from './download-bar'

const withAndroidApp = makeStatus({
  info: {
    resources: [{ resourceType: 'Android', url: 'https://dl.example.test/app.apk' }],
    mobileTemplate: { app_desc: 'Play anywhere with the Lucky app' },
  },
})

describe('download bar (home top block)', () => {
  it('picks the download for the platform', () => {
    const resources = [
      { resourceType: 'MOBILECONFIG', url: 'https://dl.example.test/p.mobileconfig' },
      { resourceType: 'Android', url: '' },
    ]
    expect(hasDownloadForPlatform(resources, true)).toBe(true)
    expect(hasDownloadForPlatform(resources, false)).toBe(false)
  })

  it('shows on home with the template text and leads to the download page', async () => {
    renderApp('/m/home', { status: withAndroidApp })
    expect(await screen.findByText('Play anywhere with the Lucky app')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/m/download')
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

  it('is hidden when the merchant has no download', async () => {
    renderApp('/m/home')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument()
  })
})
