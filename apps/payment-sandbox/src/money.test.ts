import { describe, expect, it } from 'vitest'
import { formatMinor, parseMajor } from './money.ts'

describe('hosted page amounts', () => {
  it('shows minor units in major units with the currency', () => {
    expect(formatMinor('10050', 'PHP')).toBe('PHP 100.50')
    expect(formatMinor('5', 'PHP')).toBe('PHP 0.05')
    expect(formatMinor('123456789', 'USD')).toBe('USD 1,234,567.89')
    expect(formatMinor('1500', 'JPY')).toBe('JPY 1,500')
  })

  it('reads what a player types into minor units, refusing zero, negatives and extra decimals', () => {
    expect(parseMajor('100', 'PHP')).toBe('10000')
    expect(parseMajor(' 1,000.5 ', 'PHP')).toBe('100050')
    expect(parseMajor('0.01', 'PHP')).toBe('1')
    expect(parseMajor('1500', 'JPY')).toBe('1500')
    for (const bad of ['', '0', '0.00', '-5', '1.234', 'abc', '1e3', '10.5.1'])
      expect(parseMajor(bad, 'PHP')).toBeNull()
    expect(parseMajor('1.5', 'JPY')).toBeNull()
  })
})
