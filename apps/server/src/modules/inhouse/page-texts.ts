/**
 * The in-house pages in the player's language. Each language has one dictionary,
 * public/i18n/<code>.json (English is the reference; a key another language lacks falls back to
 * it). The HTML pages are templates rendered once per language and game when the routes start:
 * `{{key}}` is a dictionary text, `{{=name}}` one of the page's values (lang, tag, dir, name,
 * texts); a key the template names and English lacks stops the start. The pages' scripts fetch the
 * same dictionary (served as `i18n-<code>.json`) for the texts they write themselves.
 *
 * To add a text: add the key to every dictionary (the completeness test names what is missing).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGE_TAGS, LANGUAGES, type Language, normaliseLanguage } from '@parlor/contract'

export type Texts = Record<string, string>

export const RTL_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['UR'])
/** The language of a page asked for in no language we know. */
export const FALLBACK_LANGUAGE: Language = 'EN'

/** The dictionary file of a language, under the public folder. */
export const textsFile = (lang: Language) => `i18n/${lang.toLowerCase()}.json`
/** The asset name the pages fetch their dictionary by (`/games/inhouse/assets/<name>`). */
export const textsAsset = (lang: Language) => `i18n-${lang.toLowerCase()}.json`

/** One language's dictionary as written in its file, unchecked. */
export function readTexts(folder: string, lang: Language): Texts {
  const parsed: unknown = JSON.parse(readFileSync(join(folder, textsFile(lang)), 'utf8'))
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`${textsFile(lang)}: not an object`)
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'))
}

/** Every language's dictionary, English filling any key a language lacks or leaves blank. */
export function loadTexts(folder: string): Record<Language, Texts> {
  const english = readTexts(folder, FALLBACK_LANGUAGE)
  return Object.fromEntries(
    LANGUAGES.map((lang) => {
      const own = lang === FALLBACK_LANGUAGE ? english : readTexts(folder, lang)
      const filled = Object.entries(own).filter(([, v]) => v.trim() !== '')
      return [lang, { ...english, ...Object.fromEntries(filled) }]
    }),
  ) as Record<Language, Texts>
}

/** The {placeholders} a text expects, sorted: translations must keep exactly English's. */
export const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort()

/**
 * The language of a page request: `?lang=` (the launch URL carries the member's), else the
 * browser's (Accept-Language, most preferred first), else English.
 */
export function pageLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  const asked = query && typeof query === 'object' ? (query as Record<string, unknown>).lang : undefined
  const fromQuery = typeof asked === 'string' ? normaliseLanguage(asked) : null
  if (fromQuery) return fromQuery
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [range = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return { range: range.trim(), q: q === undefined ? 1 : Number(q), i }
    })
    .filter((r) => r.range && r.range !== '*' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
  for (const r of ranked) {
    const lang = normaliseLanguage(r.range)
    if (lang) return lang
  }
  return FALLBACK_LANGUAGE
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] as string)

/** The values every page template may name as `{{=name}}`. */
export function pageValues(lang: Language, extra: Record<string, string> = {}): Record<string, string> {
  return {
    lang,
    tag: LANGUAGE_TAGS[lang],
    dir: RTL_LANGUAGES.has(lang) ? 'rtl' : 'ltr',
    texts: textsAsset(lang),
    ...extra,
  }
}

/** A page template filled in one language; throws on a key or value it does not have. */
export function renderPage(template: string, texts: Texts, values: Record<string, string>): string {
  return template.replace(/\{\{(=?)([\w.-]+)\}\}/g, (_, isValue: string, name: string) => {
    const text = isValue ? values[name] : texts[name]
    if (text === undefined) throw new Error(`in-house page: no ${isValue ? 'value' : 'text'} "${name}"`)
    return escapeHtml(text)
  })
}
