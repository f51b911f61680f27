import { afterEach, describe, expect, it } from 'vitest'
import {
  dateTimeFormat,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyMajor,
  formatRegion,
} from './format'
import { changeLanguage } from './i18n'

describe('figures, dates and countries in the player language', () => {
  afterEach(() => changeLanguage('EN', { persist: false }))

  it('writes money with the language marks, in Latin digits', async () => {
    await changeLanguage('VI', { persist: false })
    expect(formatMoney(123450n, { symbol: '₱' })).toBe('₱1.234,50')
    expect(formatMoneyMajor(-5, { symbol: '₱' })).toBe('₱-5,00')
    await changeLanguage('HI', { persist: false })
    expect(formatMoney(1234567_00n)).toBe('12,34,567.00')
    await changeLanguage('TY', { persist: false })
    expect(formatMoney(123450n, { symbol: '₱' })).toBe('₱1,234.50')
  })

  it('names countries in the player language, and keeps the server name for a code Intl does not know', async () => {
    await changeLanguage('VI', { persist: false })
    expect(formatRegion('VN', 'Vietnam')).toBe('Việt Nam')
    await changeLanguage('JA', { persist: false })
    expect(formatRegion('PH', 'Philippines')).toBe('フィリピン')
    expect(formatRegion('not-a-region', 'Somewhere')).toBe('Somewhere')
  })

  it('writes dates as the language does', async () => {
    const at = Date.UTC(2026, 10, 27, 12)
    await changeLanguage('CN', { persist: false })
    expect(formatDate(at)).toBe(new Date(at).toLocaleDateString('zh-CN'))
    expect(formatDate(at)).not.toBe(new Date(at).toLocaleDateString('en'))
    expect(formatDateTime(at)).toBe(new Date(at).toLocaleString('zh-CN'))
    expect(formatCalendarDay('1990-05-17')).toBe(
      new Date('1990-05-17T00:00:00Z').toLocaleDateString('zh-CN', { timeZone: 'UTC', dateStyle: 'long' }),
    )
    await changeLanguage('VI', { persist: false })
    expect(formatDateTime(at)).toBe(new Date(at).toLocaleString('vi'))
  })

  it('builds one formatter per language and options, and none for a time zone Intl does not know', () => {
    const options = { timeZone: 'Asia/Manila', day: '2-digit' } as const
    expect(dateTimeFormat('en-US', options)).toBe(dateTimeFormat('en-US', { ...options }))
    expect(dateTimeFormat('en-US', options)).not.toBe(dateTimeFormat('fil', options))
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError)
  })
})
