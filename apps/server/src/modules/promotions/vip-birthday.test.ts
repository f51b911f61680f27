/**
 * The VIP birthday bonus on the demo merchant (Asia/Manila; VIP 2 pays 18.00, VIP 3 58.00, VIP 1
 * nothing): the member sets a date of birth once, with its rules; the job pays the held level's
 * bonus on the birthday or within the days after it, once though two runs race, across a new year
 * and for 29 February; excluded members and levels without a bonus are not paid.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { ledgerFaults } from '../../../test/ledger-checks.ts'
import { newSignedInMember } from '../../../test/members.ts'
import type { Db } from '../../db/client.ts'
import { inboxMessages, members, memberVip, rgExclusions, walletTransactions } from '../../db/schema.ts'
import { createMerchantRepository } from '../system/merchant-repository.ts'
import { memberBalance } from '../wallet/ledger.ts'
import { createVipService } from './vip-service.ts'

let nowAt = new Date('2026-11-20T06:00:00Z')
const clock = { now: () => nowAt }

let t: TestContext
let db: Db
let merchantId: number

const merchantsOf = async () => (await createMerchantRepository(db).listAll()).merchants
const demoMerchant = async () => {
  const demo = (await merchantsOf()).find((m) => m.code === 'demo')
  if (!demo) throw new Error('no demo merchant')
  return demo
}
const vip = () => createVipService({ db, clock, merchants: merchantsOf })

beforeAll(async () => {
  t = await createTestApp({}, { clock })
  db = t.database.db
  merchantId = (await demoMerchant()).id
})
afterAll(() => t.close())

/** A member holding `level` born on `birthDate`, as the VIP job and the profile would leave it. */
async function memberAt(level: number, birthDate: string) {
  const m = await newSignedInMember(db, merchantId)
  await db.update(members).set({ birthDate }).where(eq(members.id, m.id))
  await db.insert(memberVip).values({ memberId: m.id, merchantId, level })
  return m
}

const birthdayBonuses = (memberId: number) =>
  db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.memberId, memberId), eq(walletTransactions.kind, 'vip_bonus')))

const setBirthDate = (token: string, birthDate: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/info/birthdate',
    headers: { authorization: token, language: 'EN' },
    payload: { birthDate },
  })

describe('date of birth', () => {
  it('is set once, a real past date of someone of age, and shown back to the member only', async () => {
    nowAt = new Date('2026-11-20T06:00:00Z')
    const m = await newSignedInMember(db, merchantId)
    for (const [date, code] of [
      ['1990-02-30', 'birthdate.format.err'],
      ['20/11/1990', 'birthdate.format.err'],
      ['2026-11-21', 'birthdate.format.err'],
      ['1899-12-31', 'birthdate.format.err'],
      // 18 tomorrow (Manila's 20 November): not yet of age.
      ['2008-11-21', 'birthdate.age.err'],
    ] as const) {
      const res = await setBirthDate(m.token, date)
      expect(res.statusCode, date).toBe(400)
      expect(res.json().errorCode, date).toBe(code)
    }
    expect((await setBirthDate(m.token, '2008-11-21')).json().message).toBe(
      'You must be at least 18 years old to play here.',
    )
    const set = await setBirthDate(m.token, '2008-11-20')
    expect(set.statusCode, set.body).toBe(200)
    const again = await setBirthDate(m.token, '1990-01-01')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      errorCode: 'birthdate.locked',
      message: 'Your date of birth is already set. Please contact customer service to change it.',
    })
    const config = await t.app.inject({ url: '/wps/member/securityConfig', headers: { authorization: m.token } })
    expect(config.json().value.birthDate).toBe('2008-11-20')
  })
})

describe('birthday bonus', () => {
  it('pays the held level’s bonus once on the birthday, though two runs race, with an inbox message', async () => {
    nowAt = new Date('2026-11-20T06:00:00Z')
    const m = await memberAt(2, '1990-11-20')
    const demo = await demoMerchant()
    const paid = await Promise.all([vip().payBirthdays(demo), vip().payBirthdays(demo)])
    expect(paid[0] + paid[1]).toBeGreaterThanOrEqual(1)
    expect(await birthdayBonuses(m.id)).toHaveLength(1)
    expect(await memberBalance(db, m.id, 'PHP')).toBe(1_800n)
    const [notice] = await db.select().from(inboxMessages).where(eq(inboxMessages.memberId, m.id))
    expect(notice?.titles.EN).toBe('Happy birthday!')
    expect(notice?.contents.EN).toBe('As a VIP 2 member you received a birthday bonus of 18.00. Enjoy your day!')
    expect(notice?.titles.TY).toBe('Maligayang kaarawan!')
    // The next run, and the next day's, pay nothing more for this birthday.
    nowAt = new Date('2026-11-21T06:00:00Z')
    await vip().payBirthdays(demo)
    expect(await birthdayBonuses(m.id)).toHaveLength(1)
    expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
  })

  it('catches up within six days after the birthday, never before it or later', async () => {
    nowAt = new Date('2026-11-20T06:00:00Z')
    const demo = await demoMerchant()
    const sixAgo = await memberAt(3, '1985-11-14')
    const sevenAgo = await memberAt(3, '1985-11-13')
    const tomorrow = await memberAt(3, '1985-11-21')
    await vip().payBirthdays(demo)
    expect(await memberBalance(db, sixAgo.id, 'PHP')).toBe(5_800n)
    expect(await birthdayBonuses(sevenAgo.id)).toHaveLength(0)
    expect(await birthdayBonuses(tomorrow.id)).toHaveLength(0)
  })

  it('pays across the new year and a 29 February birthday on 1 March, at levels with a bonus only', async () => {
    const demo = await demoMerchant()
    const newYearsEve = await memberAt(2, '1992-12-31')
    nowAt = new Date('2027-01-02T06:00:00Z')
    await vip().payBirthdays(demo)
    expect(await memberBalance(db, newYearsEve.id, 'PHP')).toBe(1_800n)

    const leap = await memberAt(2, '1996-02-29')
    const noBonus = await memberAt(1, '1996-03-01')
    nowAt = new Date('2027-02-28T06:00:00Z')
    await vip().payBirthdays(demo)
    expect(await birthdayBonuses(leap.id)).toHaveLength(0)
    nowAt = new Date('2027-03-01T06:00:00Z')
    await vip().payBirthdays(demo)
    expect(await memberBalance(db, leap.id, 'PHP')).toBe(1_800n)
    expect(await birthdayBonuses(noBonus.id)).toHaveLength(0)
  })

  it('pays nobody in a time-out or self-exclusion', async () => {
    nowAt = new Date('2027-05-10T06:00:00Z')
    const m = await memberAt(2, '1990-05-10')
    await db.insert(rgExclusions).values({
      memberId: m.id,
      merchantId,
      kind: 'self_exclusion',
      startedAt: new Date('2027-05-01T00:00:00Z'),
      endsAt: new Date('2027-11-01T00:00:00Z'),
    })
    await vip().payBirthdays(await demoMerchant())
    expect(await birthdayBonuses(m.id)).toHaveLength(0)
  })

  it('runs with the VIP job, at the level the run leaves the member', async () => {
    nowAt = new Date('2027-06-15T06:00:00Z')
    const m = await memberAt(2, '1990-06-15')
    // No turnover: the run moves the member to VIP 1, whose birthday pays nothing.
    await vip().run()
    const [held] = await db.select().from(memberVip).where(eq(memberVip.memberId, m.id))
    expect(held?.level).toBe(1)
    expect(await birthdayBonuses(m.id)).toHaveLength(0)
  })
})
