import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@parlor/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StorageKey } from '@/lib/storage'
import { makeStatus } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

/** The country whose flag stands for each language (the original's COUNTRY_FLAG/CIRCLE/ icons). */
const FLAG_COUNTRY: Record<Language, string> = {
  TY: 'ph',
  EN: 'gb',
  CN: 'cn',
  TW: 'tw',
  JA: 'jp',
  KO: 'kr',
  TH: 'th',
  VI: 'vn',
  ID: 'id',
  MS: 'my',
  HI: 'in',
  TA: 'in',
  UR: 'pk',
  MY: 'mm',
  KM: 'kh',
  PT: 'pt',
  'PT-BR': 'br',
  ES: 'es',
}

const flagOf = (el: HTMLElement) =>
  /\/flags\/([a-z]{2})\.svg/.exec(el.querySelector('img')?.getAttribute('src') ?? '')?.[1]
const languageOptions = () => screen.getAllByRole('option').filter((o) => o.querySelector('img'))

describe('language switcher', () => {
  it('offers only the merchant languages, each with its flag and native name, and switches the app', async () => {
    const { user } = renderApp('/m/home', { status: makeStatus({ info: { supportLanguages: ['EN', 'TY', 'TW'] } }) })
    const button = await screen.findByRole('button', { name: 'Language' })
    expect(flagOf(button)).toBe('gb')
    await user.click(button)

    await screen.findByText('繁體中文')
    expect(languageOptions().map((o) => [o.textContent, flagOf(o)])).toEqual([
      ['English', 'gb'],
      ['Tagalog', 'ph'],
      ['繁體中文', 'tw'],
    ])
    expect(screen.queryByText('简体中文')).not.toBeInTheDocument()
    expect(screen.getByText('繁體中文')).toHaveAttribute('lang', 'zh-TW')
    // Flags are decoration beside the name, sized up front and fetched only as rows show.
    for (const img of document.querySelectorAll('.language-option img')) {
      expect(img).toHaveAttribute('alt', '')
      expect(img).toHaveAttribute('loading', 'lazy')
      expect(img).toHaveAttribute('width', '24')
      expect(img).toHaveAttribute('height', '24')
    }
    expect(screen.getByRole('option', { name: 'English', selected: true })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Tagalog', selected: false })).toBeInTheDocument()

    await user.click(screen.getByText('Tagalog'))
    await waitFor(() => expect(document.documentElement.lang).toBe('fil'))
    expect(localStorage.getItem(StorageKey.language)).toBe('TY')
    expect(await screen.findByRole('heading', { name: 'Maligayang pagdating sa Lucky Parlor' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('navigation', { name: 'Pangunahing menu' })).getByText('Suporta'),
    ).toBeInTheDocument()

    const wika = screen.getByRole('button', { name: 'Wika' })
    expect(flagOf(wika)).toBe('ph')
    await user.click(wika)
    await waitFor(() => expect(screen.getByRole('option', { name: 'Tagalog', selected: true })).toBeInTheDocument())
    expect(screen.getByRole('option', { name: 'English', selected: false })).toBeInTheDocument()
  })

  it('lists every language the merchant offers with its own country flag', async () => {
    const { user } = renderApp('/m/home', { status: makeStatus({ info: { supportLanguages: [...LANGUAGES] } }) })
    await user.click(await screen.findByRole('button', { name: 'Language' }))
    await screen.findByText(LANGUAGE_NAMES.MS)
    expect(languageOptions().map((o) => [o.textContent, flagOf(o)])).toEqual(
      LANGUAGES.map((code) => [LANGUAGE_NAMES[code], FLAG_COUNTRY[code]]),
    )
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
