import type { PnlQuery } from '@parlor/contract'
import { useMemo, useState } from 'react'
import { dayBefore } from '../utils/format'

/** How many days before today each report range starts; every range ends today. */
export const REPORT_RANGES = { today: 0, week: 6, month: 29 } as const
export type ReportRange = keyof typeof REPORT_RANGES

/** The range tab of a member's own report and the dates it asks the server for (last 7 days first). */
export function useReportRange() {
  const [range, setRange] = useState<ReportRange>('week')
  const query: PnlQuery = useMemo(
    () => ({ startDate: dayBefore(REPORT_RANGES[range]), endDate: dayBefore(0) }),
    [range],
  )
  return { range, setRange, query }
}
