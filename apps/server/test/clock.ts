import type { Clock } from '../src/lib/clock.ts'

/** A clock that only moves when told: expiry and windows are tested without sleeping. */
export function testClock(start = new Date('2026-12-01T10:00:00Z')) {
  let t = start.getTime()
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms
    },
    set(d: Date) {
      t = d.getTime()
    },
  } satisfies Clock & Record<string, unknown>
}
export type TestClock = ReturnType<typeof testClock>

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
