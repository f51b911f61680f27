import {
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  normaliseLanguage,
  RTL_LANGUAGES,
} from '@parlor/contract'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type en from '@/locales/en.json'
import ty from '@/locales/ty.json'
import { writeStoredLanguage } from './storage'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en }
  }
}

/** Window event fired after every language change; screens that load localised data listen. */
export const LANGUAGE_EVENT = 'parlor:language'
export interface LanguageEventDetail {
  language: Language
}

type Bundle = Record<string, unknown>

// TY, the default, ships in the first load; the rest come on demand. Every file carries every key
// (locales.test.ts), so TY is also the fallback and no second language is loaded just in case.
const lazyBundles: Record<Exclude<Language, 'TY'>, () => Promise<{ default: Bundle }>> = {
  EN: () => import('@/locales/en.json'),
  CN: () => import('@/locales/cn.json'),
  ES: () => import('@/locales/es.json'),
  HI: () => import('@/locales/hi.json'),
  ID: () => import('@/locales/id.json'),
  JA: () => import('@/locales/ja.json'),
  KM: () => import('@/locales/km.json'),
  KO: () => import('@/locales/ko.json'),
  MY: () => import('@/locales/my.json'),
  TA: () => import('@/locales/ta.json'),
  TH: () => import('@/locales/th.json'),
  TW: () => import('@/locales/tw.json'),
  VI: () => import('@/locales/vi.json'),
  UR: () => import('@/locales/ur.json'),
  PT: () => import('@/locales/pt.json'),
  'PT-BR': () => import('@/locales/pt-br.json'),
  MS: () => import('@/locales/ms.json'),
}

// i18next keys its resources by BCP 47 tag (it canonicalises "PT-BR" to "pt-BR" by itself), so
// our upper-case codes are mapped at this boundary and nowhere else.
const languageByTag = new Map(LANGUAGES.map((code) => [LANGUAGE_TAGS[code], code]))

export const i18n = i18next.createInstance()

async function ensureBundle(language: Language) {
  const tag = LANGUAGE_TAGS[language]
  if (language === 'TY' || i18n.hasResourceBundle(tag, 'translation')) return
  const { default: bundle } = await lazyBundles[language]()
  i18n.addResourceBundle(tag, 'translation', bundle, true, true)
}

function applyToDocument(language: Language) {
  document.documentElement.lang = LANGUAGE_TAGS[language]
  document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'
}

/** The language in use, as the upper-case code the `Language` header carries. */
export function currentLanguage(): Language {
  return languageByTag.get(i18n.language) ?? DEFAULT_LANGUAGE
}

/**
 * The visitor's stored choice when the merchant supports it, else the merchant's default, else
 * TY. Without merchant info yet (first visit) a stored choice is trusted.
 */
export function resolveLanguage(
  stored: string | null,
  info?: { defaultLanguage: Language; supportLanguages: readonly Language[] },
): Language {
  const choice = normaliseLanguage(stored)
  const supported = info?.supportLanguages ?? []
  if (choice && (supported.length === 0 || supported.includes(choice))) return choice
  return info?.defaultLanguage ?? DEFAULT_LANGUAGE
}

export async function initI18n(language: Language) {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { [LANGUAGE_TAGS.TY]: { translation: ty } },
      lng: LANGUAGE_TAGS.TY,
      fallbackLng: LANGUAGE_TAGS.TY,
      load: 'currentOnly',
      initAsync: false,
      interpolation: { escapeValue: false },
    })
  }
  await ensureBundle(language)
  await i18n.changeLanguage(LANGUAGE_TAGS[language])
  applyToDocument(language)
}

/**
 * Switches the UI language. `persist` is false when the merchant default is applied, so a
 * merchant changing its default still reaches visitors who never chose one.
 */
export async function changeLanguage(language: Language, { persist = true }: { persist?: boolean } = {}) {
  await ensureBundle(language)
  await i18n.changeLanguage(LANGUAGE_TAGS[language])
  applyToDocument(language)
  if (persist) writeStoredLanguage(language)
  window.dispatchEvent(new CustomEvent<LanguageEventDetail>(LANGUAGE_EVENT, { detail: { language } }))
}
