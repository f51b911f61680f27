import { describe, expect, it } from 'vitest'
import { calendarDaySchema, epochMsSchema, isCalendarDay } from './common.ts'
import { pnlQuerySchema } from './member-centre.ts'
import { gameRecordQuerySchema, transactionRecordQuerySchema } from './wallet.ts'

describe('calendar days', () => {
  it('accept days that exist, leap days included', () => {
    for (const d of ['2024-02-29', '2000-02-29', '2023-12-31', '2024-01-01', '1970-01-01', '0001-01-01', '9998-12-31'])
      expect(isCalendarDay(d), d).toBe(true)
  })

  it('refuse days that do not exist or are not YYYY-MM-DD', () => {
    for (const d of [
      '2024-13-45',
      '2024-02-30',
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-00-10',
      '2024-01-00',
      '0000-01-01',
      '9999-12-31',
      '2024-1-1',
      '2024-01-01T00:00:00Z',
      ' 2024-01-01',
      '２０２４-01-01',
    ])
      expect(isCalendarDay(d), d).toBe(false)
    expect(calendarDaySchema.safeParse('2024-02-30').success).toBe(false)
  })

  // The agent calls check their days in the service, answering their own agent.date.invalid.
  it('are what the record and profit-and-loss queries use', () => {
    for (const schema of [transactionRecordQuerySchema, gameRecordQuerySchema]) {
      expect(schema.safeParse({ startDate: '2024-13-45' }).success).toBe(false)
      expect(schema.safeParse({ endDate: '2024-02-30' }).success).toBe(false)
      expect(schema.safeParse({ startDate: '2024-02-29', endDate: '' }).success).toBe(true)
      expect(schema.safeParse({ startDate: '1700000000000' }).success).toBe(true)
      expect(schema.safeParse({ startDate: '99999999999999999' }).success).toBe(false)
    }
    expect(pnlQuerySchema.safeParse({ startDate: '2024-02-30', endDate: '2024-03-01' }).success).toBe(false)
    expect(pnlQuerySchema.safeParse({ startDate: '2024-02-29', endDate: '2024-03-01' }).success).toBe(true)
  })

  it('epoch milliseconds stay within what a date can hold', () => {
    expect(epochMsSchema.safeParse('1700000000000').success).toBe(true)
    expect(epochMsSchema.safeParse('8640000000000001').success).toBe(false)
    expect(epochMsSchema.safeParse('-1').success).toBe(false)
  })
})
