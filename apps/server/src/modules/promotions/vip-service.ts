/**
 * VIP levels (decision 042). A member holds the highest level of its merchant whose thresholds
 * its lifetime turnover and deposits reach and whose keep rule (turnover of the last 30 days) it
 * meets. A scheduled job writes the level held, the club label member info shows, and pays each
 * level's upgrade bonus once, the first time the level is reached.
 *
 * Safe twice and on two instances at once: the level changes by a conditional upsert, and each
 * bonus is a row unique per member and level committed with its ledger posting (key
 * `vip-upgrade:<member>:<level>`), so a second job pays nothing.
 *
 * The same job pays the birthday bonus of the level a member holds, on the member's birthday
 * (merchant-local) or within BIRTHDAY_CATCH_UP_DAYS after it, once per birthday: a row unique per
 * member and year, committed with its posting (key `vip-birthday:<member>:<year>`) and an inbox
 * message. Members in a time-out or self-exclusion are not paid (promotions stop for them).
 */
import { formatMinor, isTrialType, LANGUAGES, type PlayerRankProgress, toMajor, type VipLevel } from '@parlor/contract'
import { type Db, inTransaction } from '../../db/client.ts'
import { inboxMessages } from '../../db/schema.ts'
import { translate } from '../../i18n/messages.ts'
import type { Clock } from '../../lib/clock.ts'
import { localDay } from '../../lib/local-day.ts'
import { createRgRepository } from '../responsible-gaming/rg-repository.ts'
import type { MerchantContext } from '../system/merchant-context.ts'
import { walletCurrency } from '../wallet/ledger.ts'
import { payFromPromotions } from './reward-payout.ts'
import { createVipRepository, type VipLevelRow, type VipStanding } from './vip-repository.ts'

type Merchant = Pick<MerchantContext, 'id' | 'currency'>
type BirthdayMerchant = Merchant & Pick<MerchantContext, 'timeZone'>

/** The keep rule's window. */
export const KEEP_WINDOW_MS = 30 * 86_400_000

/** The highest level the standing earns (levels lowest first); null when it earns none. */
export function levelFor(levels: VipLevelRow[], s: Omit<VipStanding, 'memberId' | 'level'>): VipLevelRow | null {
  let held: VipLevelRow | null = null
  for (const l of levels) {
    if (
      s.turnoverMinor >= l.turnoverMinor &&
      s.depositMinor >= l.depositMinor &&
      s.recentTurnoverMinor >= l.keepTurnoverMinor
    )
      held = l
  }
  return held
}

/** Percent of the way from nothing to `next`: the lower of the turnover and deposit shares, floored. */
export function progressTo(next: VipLevelRow | null, s: Omit<VipStanding, 'memberId' | 'level'>): number {
  if (!next) return 100
  const share = (have: bigint, need: bigint) => (need <= 0n ? 100 : Number((100n * (have < need ? have : need)) / need))
  return Math.min(share(s.turnoverMinor, next.turnoverMinor), share(s.depositMinor, next.depositMinor))
}

const view = (l: VipLevelRow): VipLevel => ({
  level: l.level,
  name: l.name,
  turnover: toMajor(l.turnoverMinor),
  deposit: toMajor(l.depositMinor),
  keepTurnover: toMajor(l.keepTurnoverMinor),
  upgradeBonus: toMajor(l.upgradeBonusMinor),
  birthdayBonus: toMajor(l.birthdayBonusMinor),
  rebateBonus: l.rebateBonusBp / 100,
  withdrawDailyMax: l.withdrawDailyMaxMinor === null ? null : toMajor(l.withdrawDailyMaxMinor),
  withdrawDailyCount: l.withdrawDailyCount,
})

export function createVipService(deps: { db: Db; clock: Clock; merchants?: () => Promise<BirthdayMerchant[]> }) {
  const { db, clock } = deps
  const repo = createVipRepository(db)

  /** Moves one member to `target`, paying the bonuses of every level up to it not paid before. */
  function apply(merchant: Merchant, memberId: number, target: VipLevelRow, levels: VipLevelRow[]): Promise<number> {
    const currency = merchant.currency
    const now = clock.now()
    return inTransaction(db, async (tx) => {
      const txRepo = createVipRepository(tx)
      if (await txRepo.setLevel(merchant.id, memberId, target.level, now))
        await txRepo.setClubLabel(memberId, target.name)
      let paid = 0
      for (const l of levels) {
        if (l.level > target.level || l.upgradeBonusMinor <= 0n) continue
        const id = await txRepo.insertBonusOnce(memberId, l.level, l.upgradeBonusMinor, now)
        if (id === null) continue
        const transactionId = await payFromPromotions(tx, {
          merchantId: merchant.id,
          memberId,
          currency,
          amountMinor: l.upgradeBonusMinor,
          key: `vip-upgrade:${memberId}:${l.level}`,
          kind: 'vip_bonus',
          reason: `${l.name} upgrade bonus`,
          meta: { level: l.level },
        })
        await txRepo.setBonusTransaction(id, transactionId)
        paid++
      }
      return paid
    })
  }

  /** Recomputes every member's level of one merchant; answers how many bonuses were paid. */
  async function recomputeMerchant(merchant: Merchant): Promise<number> {
    const levels = await repo.levels(merchant.id)
    if (levels.length === 0) return 0
    const since = new Date(clock.now().getTime() - KEEP_WINDOW_MS)
    let paid = 0
    for (const s of await repo.standings(merchant.id, merchant.currency, since)) {
      const target = levelFor(levels, s)
      if (!target || target.level === s.level) continue
      paid += await apply(merchant, s.memberId, target, levels)
    }
    return paid
  }

  /** The inbox message of a birthday bonus, in every language. */
  const birthdayNotice = (levelName: string, amountMinor: bigint) => {
    const params = { level: levelName, amount: formatMinor(amountMinor) }
    const text = (code: string) => Object.fromEntries(LANGUAGES.map((lang) => [lang, translate(code, lang, params)]))
    return { titles: text('notice.vipBirthday.title'), contents: text('notice.vipBirthday.body') }
  }

  /** Pays one merchant's birthday bonuses due today; answers how many this call paid. */
  async function payBirthdays(merchant: BirthdayMerchant): Promise<number> {
    const now = clock.now()
    let paid = 0
    for (const due of await repo.birthdaysDue(merchant.id, localDay(now, merchant.timeZone))) {
      const done = await inTransaction(db, async (tx) => {
        if (await createRgRepository(tx).activeExclusion(due.memberId, now)) return false
        const txRepo = createVipRepository(tx)
        const id = await txRepo.insertBirthdayOnce(due, now)
        if (id === null) return false
        const transactionId = await payFromPromotions(tx, {
          merchantId: merchant.id,
          memberId: due.memberId,
          currency: merchant.currency,
          amountMinor: due.amountMinor,
          key: `vip-birthday:${due.memberId}:${due.year}`,
          kind: 'vip_bonus',
          reason: `${due.levelName} birthday bonus`,
          meta: { level: due.level, birthday: due.year },
        })
        await txRepo.setBirthdayTransaction(id, transactionId)
        await tx.insert(inboxMessages).values({
          merchantId: merchant.id,
          memberId: due.memberId,
          ...birthdayNotice(due.levelName, due.amountMinor),
          createdAt: now,
        })
        return true
      })
      if (done) paid++
    }
    return paid
  }

  return {
    recomputeMerchant,
    payBirthdays,

    /** One run of the job over every merchant with levels; answers how many bonuses were paid. */
    async run(): Promise<number> {
      let paid = 0
      // Levels first: a birthday is paid at the level the member holds after this run.
      for (const m of (await deps.merchants?.()) ?? []) paid += (await recomputeMerchant(m)) + (await payBirthdays(m))
      return paid
    },

    /** `MCSFE_getPlayerRankProgress`: the level held (as the job last set it), the table, progress. */
    async rankProgress(merchant: Merchant, member: { id: number; type: number }): Promise<PlayerRankProgress> {
      const currency = walletCurrency(merchant.currency, member.type)
      const levels = await repo.levels(merchant.id)
      const since = new Date(clock.now().getTime() - KEEP_WINDOW_MS)
      const [s] = isTrialType(member.type) ? [] : await repo.standings(merchant.id, currency, since, member.id)
      const standing = s ?? { turnoverMinor: 0n, depositMinor: 0n, recentTurnoverMinor: 0n, level: null }
      // Before the job's first run for this member, the level its standing earns.
      const held =
        standing.level !== null ? (levels.find((l) => l.level === standing.level) ?? null) : levelFor(levels, standing)
      const next = levels.find((l) => l.level > (held?.level ?? -1)) ?? null
      return {
        currency,
        playerRankName: held?.name ?? '',
        level: held?.level ?? null,
        turnover: toMajor(standing.turnoverMinor),
        deposit: toMajor(standing.depositMinor),
        recentTurnover: toMajor(standing.recentTurnoverMinor),
        next: next ? view(next) : null,
        progress: progressTo(next, standing),
        levels: levels.map(view),
      }
    },
  }
}
export type VipService = ReturnType<typeof createVipService>
