/**
 * What keeps a translation file from being complete, measured against English: a missing or
 * empty text, placeholders other than English's, a text in another language's letters, keys
 * English does not have, and plural forms the language's own plural rules need. Both the web app's
 * and the server's locale files are held to it, and a merchant can offer only languages with no
 * problems.
 */
import { LANGUAGE_TAGS, type Language } from './languages.ts'

type Tree = { readonly [key: string]: unknown }

const PLURAL = /_(zero|one|two|few|many|other)$/

/**
 * Letters that mark a text as written in another language than the file's. TY is the original
 * platform's code for Filipino, which is also ISO 639's code for Tahitian: texts translated "into
 * ty" have come back in Tahitian, with its ʻeta and long vowels, which Filipino never writes.
 */
const FOREIGN_LETTERS: Partial<Record<Language, RegExp>> = { TY: /[ʻĀāĒēĪīŌōŪū]/ }

/** A nested translation file as one map from dotted key (`member.title`) to its text. */
export function flattenTree(tree: Tree, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      flattenTree(value as Tree, `${prefix}${key}.`, out)
    else out.set(`${prefix}${key}`, value)
  }
  return out
}

/** `{{name}}` for i18next (the web app), `{name}` for the server's messages. */
export type PlaceholderStyle = 'i18next' | 'braces'

function placeholders(text: string, style: PlaceholderStyle): string {
  const pattern = style === 'i18next' ? /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g : /\{(\w+)\}/g
  return [...text.matchAll(pattern)]
    .map((m) => m[1])
    .sort()
    .join(',')
}

/**
 * The problems of `translated` (in `language`) against `english`, one line each; empty when the
 * file is complete. Plural keys (`x_one`, `x_other`…) are compared by their base: the language must
 * give every plural category its rules select (Intl.PluralRules), whatever English has.
 */
export function localeProblems(english: Tree, translated: Tree, language: Language, style: PlaceholderStyle): string[] {
  const en = flattenTree(english)
  const tr = flattenTree(translated)
  const problems: string[] = []
  const categories = new Intl.PluralRules(LANGUAGE_TAGS[language]).resolvedOptions().pluralCategories
  const pluralBases = new Set([...en.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))
  const enPlaceholders = (key: string) => {
    const base = key.replace(PLURAL, '')
    const text = en.get(key) ?? en.get(`${base}_other`)
    return typeof text === 'string' ? placeholders(text, style) : ''
  }

  for (const [key, text] of en) {
    if (PLURAL.test(key)) continue
    const value = tr.get(key)
    if (typeof text !== 'string') continue
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${language} ${key}: missing or empty`)
    else if (placeholders(value, style) !== placeholders(text, style))
      problems.push(`${language} ${key}: placeholders differ from EN's`)
    else if (FOREIGN_LETTERS[language]?.test(value)) problems.push(`${language} ${key}: written in another language`)
  }
  for (const base of pluralBases) {
    for (const category of categories) {
      const value = tr.get(`${base}_${category}`)
      if (typeof value !== 'string' || value.trim() === '')
        problems.push(`${language} ${base}_${category}: plural form missing or empty`)
    }
  }
  for (const [key, value] of tr) {
    const base = key.replace(PLURAL, '')
    const known = en.has(key) || (PLURAL.test(key) && pluralBases.has(base))
    if (!known) problems.push(`${language} ${key}: not in EN`)
    else if (PLURAL.test(key) && typeof value === 'string') {
      // `{{count}}` may be left out of a singular ("one book"), never added where EN has none.
      const want = enPlaceholders(key)
      const got = placeholders(value, style)
      const optional = style === 'i18next' ? 'count' : ''
      const strip = (s: string) =>
        s
          .split(',')
          .filter((p) => p && p !== optional)
          .join(',')
      if (strip(got) !== strip(want)) problems.push(`${language} ${key}: placeholders differ from EN's`)
    }
  }
  return problems
}
