/** The mobile language list of the original platform (wire-contract §10), in its order. */
export const LANGUAGES = [
  'CN',
  'EN',
  'ES',
  'HI',
  'ID',
  'JA',
  'KM',
  'KO',
  'MY',
  'TA',
  'TH',
  'TW',
  'VI',
  'TY',
  'UR',
  'PT',
  'PT-BR',
  'MS',
] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'TY'

/** Native names shown in the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  CN: '简体中文',
  EN: 'English',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  JA: '日本語',
  KM: 'ខ្មែរ',
  KO: '한국어',
  MY: 'မြန်မာ',
  TA: 'தமிழ்',
  TH: 'ไทย',
  TW: '繁體中文',
  VI: 'Tiếng Việt',
  TY: 'Tagalog',
  UR: 'اردو',
  PT: 'Português',
  'PT-BR': 'Português (Brasil)',
  MS: 'Bahasa Melayu',
}

/** BCP 47 tag for `<html lang>` and Intl. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  CN: 'zh-CN',
  EN: 'en',
  ES: 'es',
  HI: 'hi',
  ID: 'id',
  JA: 'ja',
  KM: 'km',
  KO: 'ko',
  MY: 'my',
  TA: 'ta',
  TH: 'th',
  TW: 'zh-TW',
  VI: 'vi',
  TY: 'fil',
  UR: 'ur',
  PT: 'pt',
  'PT-BR': 'pt-BR',
  MS: 'ms',
}

/** Languages written right to left: `<html dir>` and the web manifest's `dir`. */
export const RTL_LANGUAGES: readonly Language[] = ['UR']

export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v)
}

/**
 * Normalises a header value or a browser language to one of ours (wire-contract §10):
 * anything with "cn" is CN; EN-PH, TL* and *PH* are TY; ZH* is CN unless TW/HK; KR is KO.
 */
export function normaliseLanguage(raw: string | null | undefined): Language | null {
  if (!raw) return null
  const v = raw.trim().toUpperCase().replace('_', '-')
  if (!v) return null
  if (isLanguage(v)) return v
  if (v === 'KR') return 'KO'
  if (v === 'FIL' || v.startsWith('TL') || v.includes('PH')) return 'TY'
  if (v.includes('TW') || v.includes('HK') || v === 'ZH-HANT') return 'TW'
  if (v.startsWith('ZH') || /CN/.test(v)) return 'CN'
  if (v === 'PT-BR') return 'PT-BR'
  if (v === 'JP') return 'JA'
  if (v === 'VN') return 'VI'
  const base = v.split('-')[0]
  if (base === 'MY' || base === 'BURMESE') return 'MY'
  return isLanguage(base) ? base : null
}
