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
import coreTexts from 'virtual:parlor/core-texts'
import type en from '@/locales/en.json'
import { isCoreText } from './core-texts'
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

// Of TY, the default, the texts of the shell and the home ship in the first load (core-texts.ts);
// the whole file and the other languages come on demand. Every file carries every key
// (locales.test.ts), so TY is also the fallback and no second language is loaded just in case.
const bundles: Record<Language, () => Promise<{ default: Bundle }>> = {
  TY: () => import('@/locales/ty.json'),
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
/** Each language's whole file, downloaded once; `complete` once it is in i18next. */
const loaded = new Map<Language, Promise<void>>()
const complete = new Set<Language>()

// i18next keys its resources by BCP 47 tag (it canonicalises "PT-BR" to "pt-BR" by itself), so
// our upper-case codes are mapped at this boundary and nowhere else.
const languageByTag = new Map(LANGUAGES.map((code) => [LANGUAGE_TAGS[code], code]))

export const i18n = i18next.createInstance()

function ensureBundle(language: Language): Promise<void> {
  let done = loaded.get(language)
  if (!done) {
    done = bundles[language]().then(({ default: bundle }) => {
      i18n.addResourceBundle(LANGUAGE_TAGS[language], 'translation', bundle, true, true)
      complete.add(language)
    })
    // A failed download is tried again by the next screen that needs it.
    done.catch(() => loaded.delete(language))
    loaded.set(language, done)
  }
  return done
}

let markStarted = () => {}
const started = new Promise<void>((resolve) => {
  markStarted = resolve
})

/**
 * Every text of the language in use: each screen but the home waits for it (app/screens.tsx).
 * A screen preloaded before the language is known waits for it, so only that language's file loads.
 */
export const allTexts = () => started.then(() => ensureBundle(currentLanguage()))

/**
 * A text missing while TY's second file is on its way was drawn too early: the shell or the home
 * uses a text that core-texts.ts does not list. Said on the console, which the journeys check.
 */
function missingText(key: string, defaultValue?: string) {
  if (!isCoreText(key) && currentLanguage() === 'TY' && !complete.has('TY'))
    console.error(`Text "${key}" was drawn before the language file arrived; list it in lib/core-texts.ts`)
  return defaultValue ?? key
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
      resources: { [LANGUAGE_TAGS.TY]: { translation: coreTexts } },
      lng: LANGUAGE_TAGS.TY,
      fallbackLng: LANGUAGE_TAGS.TY,
      load: 'currentOnly',
      initAsync: false,
      interpolation: { escapeValue: false },
      parseMissingKeyHandler: missingText,
    })
  }
  // In TY the shell and the home draw from the core texts; screens wait for the rest themselves.
  if (language !== 'TY') await ensureBundle(language)
  await i18n.changeLanguage(LANGUAGE_TAGS[language])
  applyToDocument(language)
  markStarted()
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
