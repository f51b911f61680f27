/**
 * The merchant-local periods responsible-gaming limits count in (decision 040): a day, a week from
 * Monday and a calendar month, as the merchant's players live them.
 */
import type { RgPeriod } from '@parlor/contract'
import { localDay, localMidnight } from '../../lib/local-day.ts'

const DAY_MS = 86_400_000

/** Today, the week's Monday and the month's first day (YYYY-MM-DD), as the bet function takes them. */
export type RgDays = readonly [day: string, week: string, month: string]

export function rgDays(at: Date, timeZone: string): RgDays {
  const day = localDay(at, timeZone)
  const dayMs = Date.parse(`${day}T00:00:00Z`)
  const sinceMonday = (new Date(dayMs).getUTCDay() + 6) % 7
  const monday = new Date(dayMs - sinceMonday * DAY_MS).toISOString().slice(0, 10)
  return [day, monday, `${day.slice(0, 8)}01`]
}

/** The first day of the period holding `at`. */
export const periodFirstDay = (days: RgDays, period: RgPeriod) =>
  period === 'day' ? days[0] : period === 'week' ? days[1] : days[2]

/** The instant the period holding `at` started. */
export const periodStart = (at: Date, timeZone: string, period: RgPeriod) =>
  localMidnight(periodFirstDay(rgDays(at, timeZone), period), timeZone)
