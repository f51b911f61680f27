import { PROMOTION_STATUSES } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { dayPeriod, promotionStatus, type StatusInput, weekPeriod } from './promotion-status.ts'

const now = new Date('2026-11-27T10:00:00Z')
const base: StatusInput = {
  kind: 'MISSION',
  enabled: true,
  startAt: new Date('2026-11-01T00:00:00Z'),
  endAt: new Date('2026-12-31T00:00:00Z'),
  now,
  member: true,
  claim: null,
  progressMinor: null,
  targetMinor: 10_000n,
}

describe('promotionStatus', () => {
  it('walks a mission from Join to Claimed', () => {
    expect(promotionStatus(base)).toBe('Join')
    const joined = { ...base, claim: { status: 'joined' as const } }
    expect(promotionStatus({ ...joined, progressMinor: 0n })).toBe('Joined')
    expect(promotionStatus({ ...joined, progressMinor: 9_999n })).toBe('Process')
    expect(promotionStatus({ ...joined, progressMinor: 10_000n })).toBe('Claim')
    expect(promotionStatus({ ...base, claim: { status: 'claimed' } })).toBe('Claimed')
  })

  it('a daily check-in is Claim until claimed today', () => {
    const checkin = { ...base, kind: 'DAILY_CHECKIN' as const, targetMinor: null }
    expect(promotionStatus(checkin)).toBe('Claim')
    expect(promotionStatus({ ...checkin, claim: { status: 'claimed' } })).toBe('Claimed')
  })

  it('guests see Join, coming soon or Close only', () => {
    const guest = { ...base, member: false }
    expect(promotionStatus(guest)).toBe('Join')
    expect(promotionStatus({ ...guest, startAt: new Date('2026-11-28T00:00:00Z') })).toBe('coming soon')
    expect(promotionStatus({ ...guest, endAt: now })).toBe('Close')
    expect(promotionStatus({ ...guest, enabled: false })).toBe('Close')
  })

  it('answers only statuses of the spec list', () => {
    const seen = new Set<string>()
    for (const kind of ['DAILY_CHECKIN', 'MISSION'] as const)
      for (const member of [true, false])
        for (const claim of [null, { status: 'joined' as const }, { status: 'claimed' as const }])
          for (const progressMinor of [null, 0n, 5n, 10_000n])
            seen.add(promotionStatus({ ...base, kind, member, claim, progressMinor }))
    for (const s of seen) expect(PROMOTION_STATUSES).toContain(s)
  })
})

describe('merchant-local periods', () => {
  it('a Manila day starts at 16:00 UTC the day before', () => {
    const p = dayPeriod(new Date('2026-11-27T17:00:00Z'), 'Asia/Manila')
    expect(p.key).toBe('day:2026-11-28')
    expect(p.start.toISOString()).toBe('2026-11-27T16:00:00.000Z')
    expect(p.end.toISOString()).toBe('2026-11-28T16:00:00.000Z')
  })

  it('weeks run Monday to Monday, across a DST change', () => {
    const p = weekPeriod(new Date('2026-11-01T12:00:00Z'), 'America/New_York')
    expect(p.key).toBe('week:2026-10-26')
    expect(p.start.toISOString()).toBe('2026-10-26T04:00:00.000Z')
    expect(p.end.toISOString()).toBe('2026-11-02T05:00:00.000Z')
  })
})
