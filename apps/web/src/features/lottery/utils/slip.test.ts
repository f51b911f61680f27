import { describe, expect, it } from 'vitest'
import { isEntryPick, pickerOf, randomPick } from './bet-kinds'
import { phaseAt, formatCountdown, lastIsStale } from './countdown'
import { addToSlip, itemAmount, slipTotal, wireStake } from './slip'
import { prizeTiers } from './vn-prizes'

describe('bet slip', () => {
  const a = { id: '1', betType: 'P1', picks: ['1', '2', '3'], stakeMinor: 250n }
  const b = { id: '2', betType: 'SUM_BS', picks: ['B'], stakeMinor: 1000n }

  it('costs stake × picks per line, times the chase', () => {
    expect(itemAmount(a)).toBe(750n)
    expect(slipTotal([a, b], 1)).toBe(1750n)
    expect(slipTotal([a, b], 4)).toBe(7000n)
    expect(slipTotal([], 3)).toBe(0n)
  })

  it('merges a line of the same bet type and stake without repeating a pick', () => {
    const merged = addToSlip([a, b], { id: '3', betType: 'P1', picks: ['3', '4'], stakeMinor: 250n })
    expect(merged).toHaveLength(2)
    expect(merged[0]?.picks).toEqual(['1', '2', '3', '4'])
    expect(addToSlip([a], { ...a, id: '4', stakeMinor: 500n })).toHaveLength(2)
    // Past the bet type's most picks per line, the new picks stay a line of their own.
    const capped = addToSlip([a], { id: '5', betType: 'P1', picks: ['8', '9'], stakeMinor: 250n }, 4)
    expect(capped.map((i) => i.picks)).toEqual([
      ['1', '2', '3'],
      ['8', '9'],
    ])
  })

  it('sends stakes as plain decimals', () => {
    expect(wireStake(250n)).toBe('2.50')
    expect(wireStake(5_000_000n)).toBe('50000.00')
  })
})

describe('countdown', () => {
  const n = { opensAt: 1_000, closesAt: 61_000 }
  it('is open until the close, drawing before the open, closed after', () => {
    expect(phaseAt(n, 500)).toEqual({ kind: 'drawing', msToOpen: 500 })
    expect(phaseAt(n, 1_000)).toEqual({ kind: 'open', msLeft: 60_000 })
    expect(phaseAt(n, 61_000)).toEqual({ kind: 'closed' })
  })
  it('shows minutes and seconds, and hours for daily draws', () => {
    expect(formatCountdown(59_001)).toBe('01:00')
    expect(formatCountdown(5_000)).toBe('00:05')
    expect(formatCountdown(3_600_000 + 61_000)).toBe('1:01:01')
    expect(formatCountdown(-5)).toBe('00:00')
  })
  it('knows when the last result is older than the draw before the current numero', () => {
    expect(lastIsStale(null, n)).toBe(true)
    expect(lastIsStale({ drawsAt: 1_000 }, n)).toBe(false)
    expect(lastIsStale({ drawsAt: 900 }, n)).toBe(true)
  })
})

describe('pickers', () => {
  it('offer digits, cars, labelled chips or typed numbers per bet type', () => {
    expect(pickerOf('SSC', 'P3')).toMatchObject({ kind: 'options', options: expect.arrayContaining(['0', '9']) })
    expect(pickerOf('PK10', 'CHAMPION')).toMatchObject({ kind: 'options', options: expect.arrayContaining(['10']) })
    expect(pickerOf('PK10', 'DT')).toMatchObject({ kind: 'options', options: ['D', 'T'], labelled: true })
    expect(pickerOf('VN', 'LO')).toEqual({ kind: 'entry', digits: 2, distinct: false })
    expect(pickerOf('D3', 'BOX')).toEqual({ kind: 'entry', digits: 3, distinct: true })
  })

  it('check typed numbers and only quick-pick valid ones', () => {
    const box = { kind: 'entry', digits: 3, distinct: true } as const
    expect(isEntryPick(box, '123')).toBe(true)
    expect(isEntryPick(box, '113')).toBe(false)
    expect(isEntryPick(box, '12')).toBe(false)
    // A random source that first offers a repeated digit: quick pick draws again.
    const seq = [1, 1, 3, 4, 5, 6]
    expect(randomPick(box, () => seq.shift() ?? 0)).toBe('456')
    expect(randomPick(pickerOf('SSC', 'SUM_BS'), () => 1)).toBe('S')
  })
})

describe('Vietnamese prizes', () => {
  it('split the 27 numbers into the eight tiers', () => {
    const tiers = prizeTiers(Array.from({ length: 27 }, (_, i) => String(i)))
    expect(tiers.map((t) => t.numbers.length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4])
    expect(tiers[7]?.numbers).toEqual(['23', '24', '25', '26'])
  })
})
