/**
 * Texts of error answers, by language and errorCode: one JSON file per language under `locales/`,
 * grouped by area (common, session, cashier…) and `fields` (the form labels `{field}` reads as).
 * The areas are for translators; a code is looked up across all of them. A language without a
 * text falls back to EN, though the locale test keeps every language complete. `{name}`
 * placeholders are filled from the error's params.
 */
import { isLanguage, type Language, LANGUAGES } from '@parlor/contract'
import { localeProblems } from '@parlor/contract/locale-check'
import cn from './locales/cn.json' with { type: 'json' }
import en from './locales/en.json' with { type: 'json' }
import es from './locales/es.json' with { type: 'json' }
import hi from './locales/hi.json' with { type: 'json' }
import id from './locales/id.json' with { type: 'json' }
import ja from './locales/ja.json' with { type: 'json' }
import km from './locales/km.json' with { type: 'json' }
import ko from './locales/ko.json' with { type: 'json' }
import ms from './locales/ms.json' with { type: 'json' }
import my from './locales/my.json' with { type: 'json' }
import pt from './locales/pt.json' with { type: 'json' }
import ptbr from './locales/pt-br.json' with { type: 'json' }
import ta from './locales/ta.json' with { type: 'json' }
import th from './locales/th.json' with { type: 'json' }
import tw from './locales/tw.json' with { type: 'json' }
import ty from './locales/ty.json' with { type: 'json' }
import ur from './locales/ur.json' with { type: 'json' }
import vi from './locales/vi.json' with { type: 'json' }

type LocaleFile = Record<string, Record<string, string>>

const FILES: Record<Language, LocaleFile> = {
  CN: cn,
  EN: en,
  ES: es,
  HI: hi,
  ID: id,
  JA: ja,
  KM: km,
  KO: ko,
  MY: my,
  TA: ta,
  TH: th,
  TW: tw,
  VI: vi,
  TY: ty,
  UR: ur,
  PT: pt,
  'PT-BR': ptbr,
  MS: ms,
}

/** One flat map of error texts per language; form labels and game classifications apart. */
function flatten(file: LocaleFile) {
  const { fields = {}, gameClassify = {}, ...areas } = file
  return {
    texts: new Map(Object.values(areas).flatMap((area) => Object.entries(area))),
    fields: new Map(Object.entries(fields)),
    classify: new Map(Object.entries(gameClassify)),
  }
}

const LOCALES = new Map(Object.entries(FILES).map(([lang, file]) => [lang as Language, flatten(file)]))
const EN = LOCALES.get('EN') as ReturnType<typeof flatten>

export function translate(code: string, language: Language, params: Record<string, string> = {}): string {
  const locale = LOCALES.get(language) ?? EN
  const text = locale.texts.get(code) ?? EN.texts.get(code) ?? code
  return text.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params[k] ?? ''
    if (k !== 'field') return v
    return locale.fields.get(v) ?? EN.fields.get(v) ?? v
  })
}

/** A game classification's display name (`SLOT` → "Slots"), or the key when it has none. */
export function classifyName(key: string, language: string): string {
  const locale = (isLanguage(language) && LOCALES.get(language)) || EN
  return locale.classify.get(key) ?? EN.classify.get(key) ?? key
}

export function hasMessage(code: string): boolean {
  return EN.texts.has(code)
}

/** The locale files as written, for the completeness test and the merchant language check. */
export const SERVER_LOCALES: Readonly<Record<Language, LocaleFile>> = FILES

const COMPLETE = new Set<string>(
  LANGUAGES.filter((l) => l === 'EN' || localeProblems(FILES.EN, FILES[l], l, 'braces').length === 0),
)

/**
 * A language whose server messages are all translated. The web app's texts are held complete by
 * its own locale test, so this is what a merchant setting can check at run time.
 */
export function isLanguageComplete(language: string): boolean {
  return isLanguage(language) && COMPLETE.has(language)
}
