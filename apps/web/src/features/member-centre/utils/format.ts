import { formatDate, formatDateTime } from '@/lib/format'
export const dateTime = (ms: number) => formatDateTime(ms)

export const dateOnly = (ms: number) => formatDate(ms)

/** `YYYY-MM-DD` (UTC) `days` days before today, the server's date format for ranges. */
export const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
