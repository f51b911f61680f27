import { describe, expect, it } from 'vitest'
import { formatMajor, formatMinor, parseMajor, toMajor, toMinor } from './index.ts'

/** What the web screens printed before this module: Intl with two decimals, grouped. */
const intl = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

describe('formatMinor', () => {
  it('groups thousands and pads the cents, without floating point', () => {
    expect(formatMinor(123456789n)).toBe('1,234,567.89')
    expect(formatMinor(0n)).toBe('0.00')
    expect(formatMinor(5)).toBe('0.05')
    expect(formatMinor(100_000)).toBe('1,000.00')
    expect(formatMinor(99_999)).toBe('999.99')
    expect(formatMinor(9007199254740993n)).toBe('90,071,992,547,409.93')
  })

  it('writes negatives with a minus after the symbol', () => {
    expect(formatMinor(-5)).toBe('-0.05')
    expect(formatMinor(-123_456n)).toBe('-1,234.56')
    expect(formatMinor(-123_456n, { symbol: '$' })).toBe('$-1,234.56')
  })

  it('puts a plus on gains only when asked', () => {
    expect(formatMinor(150n, { sign: true })).toBe('+1.50')
    expect(formatMinor(0n, { sign: true })).toBe('0.00')
    expect(formatMinor(-150n, { sign: true })).toBe('-1.50')
    expect(formatMinor(150n)).toBe('1.50')
  })

  it('takes a symbol, other decimals and no grouping', () => {
    expect(formatMinor(1_234_500n, { symbol: '₱' })).toBe('₱12,345.00')
    expect(formatMinor(1_234_500n, { grouping: false })).toBe('12345.00')
    expect(formatMinor(1_234_500n, { decimals: 0 })).toBe('1,234,500')
    expect(formatMinor(1_234_500n, { decimals: 3 })).toBe('1,234.500')
    expect(formatMinor(7n, { decimals: 3 })).toBe('0.007')
  })

  it('writes group and decimal marks as the language does, in Latin digits, exactly', () => {
    expect(formatMinor(123456789n, { locale: 'en' })).toBe('1,234,567.89')
    expect(formatMinor(123456789n, { locale: 'es', symbol: '€' })).toBe('€1.234.567,89')
    expect(formatMinor(123456789n, { locale: 'hi' })).toBe('12,34,567.89')
    expect(formatMinor(123456789n, { locale: 'my' })).toBe('1,234,567.89')
    // Beyond a float's precision, still every digit.
    expect(formatMinor(123456789012345678n, { locale: 'vi' })).toBe('1.234.567.890.123.456,78')
    expect(formatMinor(-500n, { locale: 'pt-BR', symbol: 'R$' })).toBe('R$-5,00')
    expect(formatMinor(500n, { locale: 'ur', sign: true })).toBe('+5.00')
    expect(formatMinor(0n, { locale: 'ur', sign: true })).toBe('0.00')
    expect(formatMinor(123456n, { locale: 'es', grouping: false })).toBe('1234,56')
  })

  it('refuses fractional or unsafe minor units and odd decimals', () => {
    expect(() => formatMinor(1.5)).toThrow(RangeError)
    expect(() => formatMinor(Number.NaN)).toThrow(RangeError)
    expect(() => formatMinor(2 ** 53)).toThrow(RangeError)
    expect(() => formatMinor(1n, { decimals: -1 })).toThrow(RangeError)
    expect(() => formatMinor(1n, { decimals: 1.5 })).toThrow(RangeError)
  })
})

describe('parseMajor', () => {
  it.each([
    ['100.00', 10_000n],
    ['100', 10_000n],
    ['100.5', 10_050n],
    ['0.5', 50n],
    ['0.05', 5n],
    ['0.01', 1n],
    ['0', 0n],
    ['-0', 0n],
    ['-3', -300n],
    ['-5.00', -500n],
    ['-0.01', -1n],
    ['  42.10 ', 4_210n],
    ['007.5', 750n],
    ['999999999999999.99', 99_999_999_999_999_999n],
  ])('%s → %s', (text, minor) => {
    expect(parseMajor(text)).toBe(minor)
  })

  it.each([
    '1.005',
    '0.001',
    '1e3',
    '1,000.00',
    '+5',
    '.5',
    '5.',
    '--5',
    '- 5',
    '',
    ' ',
    'abc',
    '0x10',
    'Infinity',
    'NaN',
    '1 000',
    '1000000000000000',
  ])('refuses %j', (text) => {
    expect(parseMajor(text)).toBeNull()
  })

  it('adds typed amounts exactly, where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect((parseMajor('0.1') as bigint) + (parseMajor('0.2') as bigint)).toBe(parseMajor('0.3'))
    expect(formatMinor((parseMajor('1.10') as bigint) * 3n)).toBe('3.30')
    expect(parseMajor('19.99')).toBe(1_999n)
    expect(Math.round(19.99 * 100)).toBe(1_999)
    expect(Math.floor(19.99 * 100)).toBe(1_998)
  })

  it('reads other decimals', () => {
    expect(parseMajor('1.234', 3)).toBe(1_234n)
    expect(parseMajor('1.2345', 3)).toBeNull()
    expect(parseMajor('12', 0)).toBe(12n)
    expect(parseMajor('12.0', 0)).toBeNull()
  })

  it('round-trips through formatMinor without grouping', () => {
    for (const minor of [0n, 1n, -1n, 10n, 99n, 100n, 123_456_789n, -987_654_321n])
      expect(parseMajor(formatMinor(minor, { grouping: false }))).toBe(minor)
  })
})

describe('toMinor and toMajor', () => {
  it('reads wire numbers exactly, rounding half away from zero', () => {
    expect(toMinor(0.1 + 0.2)).toBe(30n)
    expect(toMinor(19.99)).toBe(1_999n)
    expect(toMinor(1.005)).toBe(101n)
    expect(toMinor(-1.005)).toBe(-101n)
    expect(toMinor(0.045)).toBe(5n)
    expect(toMinor(0.044)).toBe(4n)
    expect(toMinor(-0)).toBe(0n)
    expect(toMinor(1_234_567.8)).toBe(123_456_780n)
    expect(toMinor(1e21)).toBe(10n ** 23n)
    expect(toMinor(1.23e-7)).toBe(0n)
    expect(toMinor(5e-3)).toBe(1n)
    expect(toMinor(4.9e-3)).toBe(0n)
    expect(toMinor(12.5, 0)).toBe(13n)
  })

  it('refuses what is not a finite number', () => {
    expect(() => toMinor(Number.NaN)).toThrow(RangeError)
    expect(() => toMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })

  it('gives the wire its major-unit numbers', () => {
    expect(toMajor(12_345n)).toBe(123.45)
    expect(toMajor(-5n)).toBe(-0.05)
    expect(toMajor(0n)).toBe(0)
    expect(toMajor(1_999)).toBe(19.99)
    expect(toMinor(toMajor(123_456_789n))).toBe(123_456_789n)
  })
})

describe('formatMajor', () => {
  it('prints wire numbers as the screens always have', () => {
    for (const n of [0, 0.01, 0.1 + 0.2, 1.005, 2.675, 19.99, 1234.5, -1234.5, 123456.785, 1e9 + 0.07, -0.05])
      expect(formatMajor(n)).toBe(intl(n))
    expect(formatMajor(1234.5, { symbol: '$' })).toBe('$1,234.50')
    expect(formatMajor(12.3, { sign: true })).toBe('+12.30')
    expect(formatMajor(1234.5, { grouping: false })).toBe('1234.50')
  })
})
