import { formatDateTime } from '@/lib/format'
/** The records screens' date ranges: today, the last 7 days, the last 30 days (UTC days, as the server counts). */
export const RANGES = ['today', 'week', 'month'] as const
export type Range = (typeof RANGES)[number]
const DAYS: Record<Range, number> = { today: 0, week: 6, month: 29 }

/** `YYYY-MM-DD` (UTC) `days` days before today, the server's date format for ranges. */
export function dayBefore(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
}

export const rangeDates = (range: Range) => ({ startDate: dayBefore(DAYS[range]), endDate: dayBefore(0) })

export const when = (ms: number) => formatDateTime(ms)
