import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { type DateRange, RANGES, type RangeKey, rangeFor } from '../utils/dates'

/** The chosen date range lives in the URL (`?range=week`), so back and links keep it. */
export function useRange(timeZone: string, fallback: RangeKey = 'today') {
  const [params, setParams] = useSearchParams()
  const raw = params.get('range')
  const key: RangeKey = (RANGES as readonly string[]).includes(raw ?? '') ? (raw as RangeKey) : fallback
  const range: DateRange = useMemo(() => rangeFor(key, timeZone), [key, timeZone])
  const setKey = (next: RangeKey) =>
    setParams(
      (p) => {
        p.set('range', next)
        return p
      },
      { replace: true },
    )
  return { key, range, setKey }
}
