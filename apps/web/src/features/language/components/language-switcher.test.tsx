import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StorageKey } from '@/lib/storage'
import { makeStatus } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

describe('language switcher', () => {
  it('offers only the merchant languages, by native name, and switches the app', async () => {
    const { user } = renderApp('/m/home', { status: makeStatus({ info: { supportLanguages: ['EN', 'TY', 'TW'] } }) })
    await user.click(await screen.findByRole('button', { name: 'Language' }))

    expect(await screen.findByText('繁體中文')).toBeInTheDocument()
    expect(screen.getByText('Tagalog')).toBeInTheDocument()
    expect(screen.queryByText('简体中文')).not.toBeInTheDocument()

    await user.click(screen.getByText('Tagalog'))
    await waitFor(() => expect(document.documentElement.lang).toBe('fil'))
    expect(localStorage.getItem(StorageKey.language)).toBe('TY')
    expect(await screen.findByRole('heading', { name: 'Maligayang pagdating sa Lucky Parlor' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('navigation', { name: 'Pangunahing menu' })).getByText('Suporta'),
    ).toBeInTheDocument()
  })

  it('is left out when the merchant supports one language', async () => {
    renderApp('/m/home', { status: makeStatus({ info: { supportLanguages: ['EN'] } }) })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('button', { name: 'Language' })).not.toBeInTheDocument()
  })

  it('applies the merchant default to a visitor who never chose', async () => {
    renderApp('/m/home', { status: makeStatus({ info: { defaultLanguage: 'TY' } }) })
    expect(await screen.findByRole('heading', { name: 'Maligayang pagdating sa Lucky Parlor' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('fil')
    expect(localStorage.getItem(StorageKey.language)).toBeNull()
  })

  it('keeps a visitor choice over the merchant default', async () => {
    localStorage.setItem(StorageKey.language, 'EN')
    renderApp('/m/home', { status: makeStatus({ info: { defaultLanguage: 'TY' } }) })
    expect(await screen.findByRole('heading', { name: 'Welcome to Lucky Parlor' })).toBeInTheDocument()
  })
})
