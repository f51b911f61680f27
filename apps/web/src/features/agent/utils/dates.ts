import { dateTimeFormat } from '@/lib/format'

/**
 * Day strings (`YYYY-MM-DD`) in the merchant's time zone: the server cuts team figures into days
 * there, so "today" must be the merchant's today, not the phone's or UTC's.
 */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  try {
    // en-CA formats dates as YYYY-MM-DD.
    return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
  } catch {
    // An unknown zone name must not break the screen; UTC is the server's fallback too.
    return at.toISOString().slice(0, 10)
  }
}

/** The merchant's date `days` days before today. */
export function daysBefore(timeZone: string, days: number, now: Date = new Date()): string {
  const today = dayIn(timeZone, now)
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10)
}

export const RANGES = ['today', 'yesterday', 'week', 'month'] as const
export type RangeKey = (typeof RANGES)[number]

export interface DateRange {
  startDate: string
  endDate: string
}

export function rangeFor(key: RangeKey, timeZone: string, now: Date = new Date()): DateRange {
  switch (key) {
    case 'today':
      return { startDate: dayIn(timeZone, now), endDate: dayIn(timeZone, now) }
    case 'yesterday':
      return { startDate: daysBefore(timeZone, 1, now), endDate: daysBefore(timeZone, 1, now) }
    case 'week':
      return { startDate: daysBefore(timeZone, 6, now), endDate: dayIn(timeZone, now) }
    case 'month':
      return { startDate: daysBefore(timeZone, 29, now), endDate: dayIn(timeZone, now) }
  }
}

/** Colour class of a signed figure: gains green, losses red, zero plain. */
export const tone = (n: number) => (n < 0 ? 'agent-down' : n > 0 ? 'agent-up' : undefined)
