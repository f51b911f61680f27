import { LANGUAGES } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_FLAGS } from './flags'

const sources = import.meta.glob<string>('./flags/*.svg', { query: '?raw', import: 'default', eager: true })
const fileOf = (url: string) => /\/flags\/([a-z]{2}\.svg)/.exec(url)?.[1]
const SVG_NS = 'http://www.w3.org/2000/svg'
const BUDGET = 1536

/** Why a flag file is not a small, self-contained, circular SVG icon; empty when it is. */
function flagProblems(source: string): string[] {
  const problems: string[] = []
  if (new TextEncoder().encode(source).length > BUDGET) problems.push(`over ${BUDGET} bytes`)
  const doc = new DOMParser().parseFromString(source, 'image/svg+xml')
  const root = doc.documentElement
  if (doc.getElementsByTagName('parsererror').length > 0) return [...problems, 'not well-formed XML']
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) problems.push('root is not <svg> in the SVG namespace')
  if (!/^0 0 (\d+) \1$/.test(root.getAttribute('viewBox') ?? '')) problems.push('no square viewBox')
  if (root.hasAttribute('width') || root.hasAttribute('height')) problems.push('fixed width or height')
  const clip = doc.querySelector('clipPath > circle')
  if (!clip || !doc.querySelector(`[clip-path="url(#${clip.parentElement?.id})"]`))
    problems.push('not cropped to a circle')
  for (const el of doc.querySelectorAll('*')) {
    if (['script', 'foreignObject', 'image', 'use', 'style'].includes(el.localName)) problems.push(`<${el.localName}>`)
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) problems.push(`${attr.name} handler`)
      if (/href$/i.test(attr.name)) problems.push(`${attr.name} reference`)
      if (/url\((?!#)/.test(attr.value)) problems.push(`external url() in ${attr.name}`)
    }
  }
  return problems
}

describe('language flags', () => {
  it.each(LANGUAGES)('%s has a flag file that is a small circular SVG', (language) => {
    const file = fileOf(LANGUAGE_FLAGS[language])
    const source = sources[`./flags/${file}`]
    expect(source, `${language} → ${LANGUAGE_FLAGS[language]}`).toBeDefined()
    expect(flagProblems(source ?? '')).toEqual([])
  })

  it('keeps no flag file that no language shows', () => {
    const used = new Set(LANGUAGES.map((l) => `./flags/${fileOf(LANGUAGE_FLAGS[l])}`))
    expect(Object.keys(sources).filter((path) => !used.has(path))).toEqual([])
  })

  it('the check itself refuses a script, a remote image, a handler, a square flag and a large file', () => {
    const round = (body: string) =>
      `<svg xmlns="${SVG_NS}" viewBox="0 0 64 64"><clipPath id="c"><circle r="32"/></clipPath><g clip-path="url(#c)">${body}</g></svg>`
    expect(flagProblems(round('<path d="M0 0h64v64H0z"/>'))).toEqual([])
    expect(flagProblems(round('<script>alert(1)</script>'))).toEqual(['<script>'])
    expect(flagProblems(round('<image href="https://cdn.example/flag.png"/>'))).toEqual(['<image>', 'href reference'])
    expect(flagProblems(round('<path onload="x()" fill="url(https://x/#a)"/>'))).toEqual([
      'onload handler',
      'external url() in fill',
    ])
    expect(flagProblems(`<svg xmlns="${SVG_NS}" viewBox="0 0 64 64"><path d="M0 0h64v64H0z"/></svg>`)).toEqual([
      'not cropped to a circle',
    ])
    expect(flagProblems(round(`<path d="${'M0 0h1'.repeat(300)}"/>`))).toEqual([`over ${BUDGET} bytes`])
    expect(flagProblems('<svg viewBox="0 0 64 64"><path></svg>')).toEqual(['not well-formed XML'])
  })
})
