import { describe, expect, it } from 'vitest'
import cn from '@/locales/cn.json'
import en from '@/locales/en.json'

function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix]
  return Object.entries(tree).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
}

// i18next's plural forms differ by language: English has `_one`/`_other`, Chinese only `_other`.
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '')

describe('back-office locales', () => {
  it('has the same texts in Chinese as in English', () => {
    const english = new Set(keysOf(en).map(base))
    const chinese = new Set(keysOf(cn).map(base))
    expect(
      [...english].filter((k) => !chinese.has(k)),
      'missing in cn.json',
    ).toEqual([])
    expect(
      [...chinese].filter((k) => !english.has(k)),
      'missing in en.json',
    ).toEqual([])
  })
})

describe('the side menu', () => {
  it('names every group and screen it lists in both languages', async () => {
    const { MENU } = await import('@/app/layout/menu')
    const keys = MENU.flatMap((g) => [
      ...(g.screens.length > 1 ? [`menu.group.${g.key}`] : []),
      ...g.screens.map((s) => `menu.${s}`),
    ])
    for (const tree of [en, cn]) {
      const known = new Set(keysOf(tree))
      expect(keys.filter((k) => !known.has(k))).toEqual([])
    }
  })
})
