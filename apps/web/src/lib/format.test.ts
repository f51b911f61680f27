import { afterEach, describe, expect, it } from 'vitest'
import { formatDate, formatMoney, formatMoneyMajor, formatRegion } from './format'
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
  })
})
