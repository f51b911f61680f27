import { LANGUAGES } from '@parlor/contract'
import { describe, expect, it, vi } from 'vitest'
import pt from '@/locales/pt.json'
import ptBr from '@/locales/pt-br.json'
import {
  changeLanguage,
  currentLanguage,
  i18n,
  LANGUAGE_EVENT,
  type LanguageEventDetail,
  resolveLanguage,
} from './i18n'
import { StorageKey } from './storage'

describe('resolveLanguage', () => {
  const merchant = { defaultLanguage: 'EN', supportLanguages: ['EN', 'TY'] } as const

  it('keeps a stored choice the merchant supports', () => {
    expect(resolveLanguage('TY', merchant)).toBe('TY')
    expect(resolveLanguage('en-PH', merchant)).toBe('TY')
  })

  it('falls back to the merchant default for an unsupported or missing choice', () => {
    expect(resolveLanguage('CN', merchant)).toBe('EN')
    expect(resolveLanguage(null, merchant)).toBe('EN')
  })

  it('trusts a stored choice before the merchant is known, and defaults to TY', () => {
    expect(resolveLanguage('ko')).toBe('KO')
    expect(resolveLanguage(null)).toBe('TY')
  })
})

describe('changeLanguage', () => {
  it('sets <html lang>, stores the choice and announces it', async () => {
    const heard = vi.fn()
    const listener = (e: Event) => heard((e as CustomEvent<LanguageEventDetail>).detail.language)
    window.addEventListener(LANGUAGE_EVENT, listener)
    await changeLanguage('TY')
    window.removeEventListener(LANGUAGE_EVENT, listener)

    expect(document.documentElement.lang).toBe('fil')
    expect(document.documentElement.dir).toBe('ltr')
    expect(localStorage.getItem(StorageKey.language)).toBe('TY')
    expect(heard).toHaveBeenCalledWith('TY')
    expect(currentLanguage()).toBe('TY')
    expect(i18n.t('home.loginCta')).toBe('Mag-login')
  })

  it('loads a lazy bundle and keeps codes i18next would rewrite', async () => {
    await changeLanguage('CN')
    expect(i18n.t('shell.login')).toBe('登录')
    expect(document.documentElement.lang).toBe('zh-CN')

    await changeLanguage('PT-BR')
    expect(currentLanguage()).toBe('PT-BR')
    expect(document.documentElement.lang).toBe('pt-BR')
    // Brazilian, not European Portuguese.
    expect(i18n.t('shell.register')).toBe(ptBr.shell.register)
    expect(ptBr.shell.register).not.toBe(pt.shell.register)
  })

  it('switches the page to right-to-left for Urdu', async () => {
    await changeLanguage('UR')
    expect(document.documentElement.dir).toBe('rtl')
  })

  it('does not store a merchant default it applies', async () => {
    await changeLanguage('TW', { persist: false })
    expect(localStorage.getItem(StorageKey.language)).toBeNull()
    expect(i18n.t('shell.login')).toBe('登入')
  })
})

describe('locales', () => {
  it('exist for every contract language', async () => {
    for (const language of LANGUAGES)
      await expect(changeLanguage(language, { persist: false })).resolves.toBeUndefined()
  })
})
