import { describe, expect, it } from 'vitest'
import { maskUsername } from './mask-username.ts'

describe('maskUsername', () => {
  it('keeps the first letter (two from five on) and the last, and never shows the length', () => {
    expect(maskUsername('ab')).toBe('a***')
    expect(maskUsername('jun')).toBe('j***n')
    expect(maskUsername('lina')).toBe('l***a')
    expect(maskUsername('marco')).toBe('ma***o')
    expect(maskUsername('subagent')).toBe('su***t')
    expect(maskUsername('a')).toBe('a***')
    expect(maskUsername('')).toBe('***')
  })

  it('counts characters, not UTF-16 units, so a name in any script is cut between letters', () => {
    expect(maskUsername('😀ab😀')).toBe('😀***😀')
    expect(maskUsername('玩家一号人')).toBe('玩家***人')
  })
})
