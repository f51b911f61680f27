import { LANGUAGES, type Language } from '@parlor/contract'
import { localeProblems } from '@parlor/contract/locale-check'
import { describe, expect, it } from 'vitest'
import en from '@/locales/en.json'

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json', { eager: true })
const fileOf = (language: Language) => files[`../locales/${language.toLowerCase()}.json`]?.default

describe('the web app speaks every language it lists', () => {
  it.each(LANGUAGES.filter((l) => l !== 'EN'))('%s has every text of EN, with the same placeholders', (language) => {
    const file = fileOf(language)
    expect(file, `apps/web/src/locales/${language.toLowerCase()}.json`).toBeDefined()
    expect(localeProblems(en, file ?? {}, language, 'i18next')).toEqual([])
  })

  it('the check itself finds a missing text, an empty one, a changed placeholder, a stray key and another language', () => {
    const problems = localeProblems(
      { a: { b: 'Hi {{name}}', c: 'Bye', d: 'x' }, n_one: '{{count}} item', n_other: '{{count}} items' },
      { a: { b: 'Hola {{nombre}}', c: ' ' }, e: 'extra', n_one: 'un artículo', n_other: '{{count}} artículos' },
      'ES',
      'i18next',
    )
    expect(problems).toEqual([
      "ES a.b: placeholders differ from EN's",
      'ES a.c: missing or empty',
      'ES a.d: missing or empty',
      'ES n_many: plural form missing or empty',
      'ES e: not in EN',
    ])
    // Filipino, not Tahitian (both go by `ty`).
    expect(localeProblems({ a: 'Enter your answer.' }, { a: 'A pāpaʻi i tō ʻoe pāhonoraa.' }, 'TY', 'i18next')).toEqual(
      ['TY a: written in another language'],
    )
    expect(localeProblems({ a: 'Enter your answer.' }, { a: 'Ilagay ang iyong sagot.' }, 'TY', 'i18next')).toEqual([])
  })
})
