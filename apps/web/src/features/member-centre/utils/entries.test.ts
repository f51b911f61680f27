import { MODULE_IDS, type Whitelabel } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { type EntryContext, isAgentType, memberCentreEntries, registeredDays, vipLinked } from './entries'

// The two demo merchants' switches, as the server's seed sets them (db/seed/merchants.ts).
const demoFlags: Whitelabel = Object.fromEntries(MODULE_IDS.map((m) => [m, true]))
const demo2Flags: Whitelabel = {
  ...demoFlags,
  USERNAMEREG3: false,
  FREEPLAY3: false,
  DIRECTREG3: false,
  FACEBOOKLOGIN3: false,
  GOOGLELOGIN3: false,
  CHNGPASSVERIF3: false,
  REWCEN3: false,
  FEEDBACK3: false,
  PLYRBT: false,
  PERSREP: false,
  AGETRANSFERUP3: false,
}
const demoPromotions = new Set(['REFERRAL', 'APP', 'FIRST_DEPOSIT'])

const keys = (ctx: Partial<EntryContext>) =>
  memberCentreEntries({
    flags: demoFlags,
    sessionType: 0,
    toUpline: false,
    livePromotions: new Set(),
    ...ctx,
  }).map((e) => e.key)

describe('member-centre entries', () => {
  it('on demo (every switch on, a REFERRAL promotion) for a player with an upline', () => {
    expect(keys({ sessionType: 0, toUpline: true, livePromotions: demoPromotions })).toEqual([
      'vouReport',
      'withdrawReport',
      'profitAndLoss',
      'upLineTransfer',
      'rewardCenter',
      'rebateReport',
      'webEmail',
      'feedback',
      'referralLinks',
      'responsibleGaming',
    ])
  })

  it('on demo2 (reward centre, feedback, rebates, P&L and upline transfer off, no referral promotion)', () => {
    expect(keys({ flags: demo2Flags, sessionType: 0, toUpline: true })).toEqual([
      'vouReport',
      'withdrawReport',
      'webEmail',
      'responsibleGaming',
    ])
  })

  it('for guests: no agency centre and no upline transfer, whatever the switches', () => {
    const guest = keys({ sessionType: null, toUpline: false, livePromotions: demoPromotions })
    expect(guest).not.toContain('agent')
    expect(guest).not.toContain('upLineTransfer')
    expect(guest).toContain('vouReport')
  })

  it.each([
    [0, false],
    [4, false],
    [40, false],
    [1, true],
    [2, true],
    [41, true],
    [42, true],
  ])('agency centre for session type %i: %s', (type, shown) => {
    expect(isAgentType(type)).toBe(shown)
    expect(keys({ sessionType: type }).includes('agent')).toBe(shown)
  })

  it('transfer to upline needs AGETRANSFERUP3, toUpline and a type other than 2', () => {
    expect(keys({ sessionType: 0, toUpline: true })).toContain('upLineTransfer')
    expect(keys({ sessionType: 1, toUpline: true })).toContain('upLineTransfer')
    expect(keys({ sessionType: 2, toUpline: true })).not.toContain('upLineTransfer')
    expect(keys({ sessionType: 0, toUpline: false })).not.toContain('upLineTransfer')
    expect(keys({ sessionType: 0, toUpline: true, flags: { ...demoFlags, AGETRANSFERUP3: false } })).not.toContain(
      'upLineTransfer',
    )
  })

  it.each([
    ['DEPRECM3', 'vouReport'],
    ['WITHREC3', 'withdrawReport'],
    ['PERSREP', 'profitAndLoss'],
    ['REWCEN3', 'rewardCenter'],
    ['PLYRBT', 'rebateReport'],
    ['MAILCEN', 'webEmail'],
    ['FEEDBACK3', 'feedback'],
  ] as const)('%s switches %s', (flag, entry) => {
    expect(keys({})).toContain(entry)
    expect(keys({ flags: { ...demoFlags, [flag]: false } })).not.toContain(entry)
  })

  it('missions and referral management follow live promotions', () => {
    expect(keys({})).not.toContain('leaderBoard')
    expect(keys({ livePromotions: new Set(['MISSION']) })).toContain('leaderBoard')
    expect(keys({})).not.toContain('referralLinks')
    expect(keys({ livePromotions: new Set(['REFERRAL']) })).toContain('referralLinks')
  })

  it('every entry is member-only and leads to its route', () => {
    for (const e of memberCentreEntries({
      flags: demoFlags,
      sessionType: 1,
      toUpline: true,
      livePromotions: new Set(['MISSION', 'REFERRAL']),
    })) {
      expect(e.memberOnly).toBe(true)
      expect(e.path).toMatch(/^\/m\//)
    }
  })
})

describe('VIP label and registered days', () => {
  it('links the VIP label only while MEMCLUB3 is on', () => {
    expect(vipLinked(demoFlags)).toBe(true)
    expect(vipLinked({ ...demoFlags, MEMCLUB3: false })).toBe(false)
    expect(vipLinked({})).toBe(false)
  })

  it('counts whole days since registration', () => {
    const reg = Date.parse('2026-01-15T08:00:00Z')
    expect(registeredDays(reg, Date.parse('2026-01-15T20:00:00Z'))).toBe(0)
    expect(registeredDays(reg, Date.parse('2026-01-16T07:59:59Z'))).toBe(0)
    expect(registeredDays(reg, Date.parse('2026-01-16T08:00:00Z'))).toBe(1)
    expect(registeredDays(reg, Date.parse('2026-11-26T09:00:00Z'))).toBe(315)
  })
})
