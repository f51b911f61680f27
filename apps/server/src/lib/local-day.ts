/**
 * Calendar days in a merchant's time zone: which day an instant falls on, and when a day starts.
 * Reports, promotions' periods and the demo data count days as the merchant's players live them.
 */

// Making a formatter costs far more than using one, and every bet asks for its day (the
// responsible-gaming totals): one of each kind per time zone, made on first use. Merchants' time
// zones are few, and an unknown one throws before it is stored.
const dayFormats = new Map<string, Intl.DateTimeFormat>()
const wallFormats = new Map<string, Intl.DateTimeFormat>()

function formatFor(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let format = cache.get(timeZone)
  if (!format) {
    format = make()
    cache.set(timeZone, format)
  }
  return format
}

/** `YYYY-MM-DD` of the calendar day holding `at` in `timeZone`. */
export function localDay(at: Date, timeZone: string): string {
  return formatFor(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(at)
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const parts = formatFor(
    wallFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  ).formatToParts(at)
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))
  return wall - Math.floor(at.getTime() / 1000) * 1000
}

/** The instant a day (`YYYY-MM-DD`) starts in `timeZone`. */
export function localMidnight(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`)
  // Twice: the offset at the first guess may differ from the offset at midnight (a DST change).
  const first = wall - offsetMs(new Date(wall), timeZone)
  return new Date(wall - offsetMs(new Date(first), timeZone))
}
