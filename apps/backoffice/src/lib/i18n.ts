import type { Language } from '@parlor/contract'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import cn from '@/locales/cn.json'
import en from '@/locales/en.json'

/**
 * The back office speaks English and Simplified Chinese. Keys are grouped by area (`staff.*`,
 * `members.*`, ...); `common.*` holds the words every screen shares. Chinese falls back to English
 * for a key it lacks (locales.test.ts keeps the two files' keys equal).
 */
export const BO_LANGUAGES = ['EN', 'CN'] as const
export type BoLanguage = (typeof BO_LANGUAGES)[number]

const TAGS: Record<BoLanguage, string> = { EN: 'en', CN: 'zh-CN' }
const STORAGE_KEY = 'parlor.bo.language'

export const i18n = i18next.createInstance()

export function currentLanguage(): BoLanguage {
  return i18n.language === TAGS.CN ? 'CN' : 'EN'
}

export function storedLanguage(): BoLanguage {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    if (stored === 'EN' || stored === 'CN') return stored
  } catch {
    // Storage blocked: the browser's language decides.
  }
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('zh') ? 'CN' : 'EN'
}

export async function initI18n(language: BoLanguage = storedLanguage()) {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { en: { translation: en }, 'zh-CN': { translation: cn } },
      lng: TAGS[language],
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
    })
  } else {
    await i18n.changeLanguage(TAGS[language])
  }
  document.documentElement.lang = TAGS[language]
}

export async function changeLanguage(language: BoLanguage) {
  try {
    localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Storage blocked: the choice lasts until the page reloads.
  }
  await initI18n(language)
}

/** A text in the staff member's own language when the merchant has one, else in the merchant's order. */
export const localizedText = (map: Partial<Record<Language, string>>, prefer: readonly string[]) => {
  for (const l of [currentLanguage(), ...prefer, 'EN']) if (map[l as Language]) return map[l as Language] as string
  return Object.values(map).find(Boolean) ?? ''
}
