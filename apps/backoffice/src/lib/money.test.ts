import { describe, expect, it } from 'vitest'
import { formatMoney, sumMajor } from './money'

describe('money', () => {
  it('formats wire amounts with grouping and the currency', () => {
    expect(formatMoney('1234567.5', 'PHP')).toBe('1,234,567.50 PHP')
    expect(formatMoney('-5', undefined)).toBe('-5.00')
    expect(formatMoney('5', undefined, { sign: true })).toBe('+5.00')
  })

  it('sums exactly, without floats', () => {
    expect(sumMajor(['0.10', '0.20', '-0.05'])).toBe('0.25')
  })
})
