import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { writeCachedStatus } from '@/lib/storage'
import { makeStatus } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

const primary = () => document.documentElement.style.getPropertyValue('--adm-color-primary')

afterEach(() => {
  document.documentElement.removeAttribute('style')
})

describe('merchant theme in the player app', () => {
  it('paints the merchant colour and shows its logo in the home header', async () => {
    renderApp('/m/home', {
      status: makeStatus({
        info: { primaryColor: '#1e90ff', mobileTemplate: { h5_logo: '/cdn/brand/demo-new.png' } },
      }),
    })
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => expect(primary()).toBe('#1e90ff'))
    expect(document.documentElement.style.getPropertyValue('--parlor-primary-rgb')).toBe('30, 144, 255')
    const banner = within(screen.getByRole('banner'))
    expect(banner.getByRole('img')).toHaveAttribute('src', '/cdn/brand/demo-new.png')
  })

  it('shows a back-office change on the next load: the fresh answer replaces the cached colour', async () => {
    writeCachedStatus(makeStatus({ info: { primaryColor: '#e63973' } }))
    renderApp('/m/home', { status: makeStatus({ info: { primaryColor: '#2fbf71' } }) })
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => expect(primary()).toBe('#2fbf71'))
  })

  it('keeps the stylesheet colours when the merchant has none', async () => {
    renderApp('/m/home')
    await screen.findByRole('heading', { level: 1 })
    expect(primary()).toBe('')
  })
})
