/**
 * The in-house pages' dictionaries are complete in every language the app offers, every text the
 * pages and their scripts name exists, every page renders in every language, and a page request
 * finds its language the way the launch and the verify link expect.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGE_TAGS, LANGUAGES } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { inhousePublicFolder } from '../../lib/runtime-paths.ts'
import { GAME_CODES, SLOT_PAYS } from './games.ts'
import {
  loadTexts,
  pageLanguage,
  pageValues,
  placeholdersOf,
  readTexts,
  renderPage,
  RTL_LANGUAGES,
} from './page-texts.ts'

const source = (name: string) => readFileSync(join(inhousePublicFolder, name), 'utf8')
const TEMPLATES = ['game.html', 'lottery.html', 'verify.html']
const SCRIPTS = ['game-page.js', 'game.js', 'lottery.js', 'verify.js', 'back-link.js', 'i18n.js']
const english = readTexts(inhousePublicFolder, 'EN')
const namespaces = new Set(Object.keys(english).map((k) => k.split('.')[0]))

describe('the in-house dictionaries', () => {
  it.each(LANGUAGES)('%s has every key of English, no other, none blank, with the same placeholders', (lang) => {
    const texts = readTexts(inhousePublicFolder, lang)
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort())
    for (const [key, text] of Object.entries(english)) {
      const own = texts[key] ?? ''
      expect(own.trim(), `${lang} ${key}`).not.toBe('')
      expect(placeholdersOf(own), `${lang} ${key}`).toEqual(placeholdersOf(text))
    }
  })

  it('are translated: beyond names and loanwords, a language does not repeat English', () => {
    // Filipino keeps the catalogue's English game names and the Taglish of seeds and reels.
    for (const lang of LANGUAGES.filter((l) => l !== 'EN' && l !== 'TY')) {
      const texts = readTexts(inhousePublicFolder, lang)
      const same = Object.keys(english).filter((k) => texts[k] === english[k])
      // Game names, "Nonce" and the like may stay as they are; whole pages of English may not.
      expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThanOrEqual(8)
    }
  })

  it('hold every text the pages and their scripts name', () => {
    const named = new Set<string>()
    for (const page of TEMPLATES)
      for (const [, key] of source(page).matchAll(/\{\{([\w.-]+)\}\}/g)) named.add(key as string)
    for (const script of SCRIPTS)
      for (const [, key] of source(script).matchAll(/'([a-z]+\.[A-Za-z_]\w*)'/g))
        if (namespaces.has((key as string).split('.')[0])) named.add(key as string)
    // Named by a pattern in the scripts (`slot.${sym}`) or by the server (`game.${code}`).
    for (const sym of Object.keys(SLOT_PAYS)) named.add(`slot.${sym}`)
    for (const code of GAME_CODES) named.add(`game.${code}`)
    expect([...named].filter((k) => english[k] === undefined)).toEqual([])
    // And the scan did find the scripts' texts, not just the pages'.
    expect(named).toContain('lottery.digitUp')
    expect(named).toContain('fair.revealed')
  })
})

describe('the in-house pages', () => {
  const texts = loadTexts(inhousePublicFolder)

  it.each(LANGUAGES)('render in %s with its tag, direction and texts, nothing left unfilled', (lang) => {
    for (const page of TEMPLATES) {
      const html = renderPage(
        source(page),
        texts[lang],
        pageValues(lang, { name: texts[lang]['game.inhouse_rng_001'] ?? '' }),
      )
      const dir = RTL_LANGUAGES.has(lang) ? 'rtl' : 'ltr'
      expect(html).toContain(`<html lang="${LANGUAGE_TAGS[lang]}" dir="${dir}" data-lang="${lang}">`)
      expect(html).not.toMatch(/\{\{|\}\}/)
      expect(html).toContain(`/games/inhouse/assets/i18n-${lang.toLowerCase()}.json`)
    }
  })

  it('are right to left in Urdu only', () => {
    expect([...RTL_LANGUAGES]).toEqual(['UR'])
  })

  it('escape texts and refuse a key the dictionary lacks', () => {
    const html = renderPage('<b title="{{a}}">{{a}}</b>', { a: `Tom & "Jerry" <3` }, {})
    expect(html).toBe('<b title="Tom &amp; &quot;Jerry&quot; &lt;3">Tom &amp; &quot;Jerry&quot; &lt;3</b>')
    expect(() => renderPage('{{missing.key}}', english, {})).toThrow(/missing\.key/)
    expect(() => renderPage('{{=nope}}', english, pageValues('EN'))).toThrow(/nope/)
  })
})

describe('the language of a page request', () => {
  it('is ?lang= first, as the launch URL carries it', () => {
    expect(pageLanguage({ lang: 'CN' }, 'en-US')).toBe('CN')
    expect(pageLanguage({ lang: 'pt-br' }, undefined)).toBe('PT-BR')
    expect(pageLanguage({ lang: 'fil' }, undefined)).toBe('TY')
    expect(pageLanguage({ lang: 'UR' }, 'ja')).toBe('UR')
  })

  it("is else the browser's most preferred language we offer, else English", () => {
    expect(pageLanguage({}, 'ja-JP,ja;q=0.9,en;q=0.8')).toBe('JA')
    expect(pageLanguage({}, 'de-DE, ko;q=0.5, zh-TW;q=0.9')).toBe('TW')
    expect(pageLanguage({ lang: 'xx' }, 'th-TH')).toBe('TH')
    // Two `lang` values arrive as an array: neither is trusted.
    expect(pageLanguage({ lang: ['CN', 'KO'] }, undefined)).toBe('EN')
    expect(pageLanguage({}, 'de-DE, fr;q=0.8, *;q=0.1')).toBe('EN')
    expect(pageLanguage(undefined, undefined)).toBe('EN')
  })
})
