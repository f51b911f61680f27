import { LANGUAGE_TAGS } from '@parlor/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import coreTexts from 'virtual:parlor/core-texts'
import ty from '@/locales/ty.json'
import { CORE_TEXTS, pickTexts } from './core-texts'
import { allTexts, changeLanguage, i18n } from './i18n'

describe("the default language's texts in the first load", () => {
  afterEach(async () => {
    vi.restoreAllMocks()
    await changeLanguage('EN', { persist: false })
  })

  it('are the areas and keys core-texts.ts lists, cut from ty.json', () => {
    expect(Object.keys(coreTexts).sort()).toEqual([...new Set(CORE_TEXTS.map((p) => p.split('.')[0]))].sort())
    expect(coreTexts.shell).toEqual(ty.shell)
    expect(coreTexts.agent).toEqual({
      contract: {
        kind: ty.agent.contract.kind,
        offerWaiting: ty.agent.contract.offerWaiting,
        go: ty.agent.contract.go,
      },
    })
  })

  it('refuse a path the language file does not have', () => {
    expect(() => pickTexts({ a: { b: 'x' } }, ['a.c'])).toThrow('core text a.c is not in the language file')
    expect(pickTexts({ a: { b: 'x', c: 'y' }, d: 'z' }, ['a.b', 'd'])).toEqual({ a: { b: 'x' }, d: 'z' })
  })

  it('say on the console when a text beyond them is drawn before the whole file has come', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    // As on a first visit in TY: the core texts only.
    await i18n.changeLanguage(LANGUAGE_TAGS.TY)
    expect(i18n.t('shell.signOut')).toBe(ty.shell.signOut)
    expect(error).not.toHaveBeenCalled()
    expect(i18n.t('withdraw.balance')).toBe('withdraw.balance')
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Text "withdraw.balance" was drawn before'))

    error.mockClear()
    await allTexts()
    expect(i18n.t('withdraw.balance')).toBe(ty.withdraw.balance)
    expect(error).not.toHaveBeenCalled()
  })
})
