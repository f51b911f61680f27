/** The demo merchant's promotions (decision 038): a daily check-in, a weekly slots mission, a weekly slots leaderboard and an invite-a-friend reward, live for years. */
import type { promotions, vipLevels } from '../schema.ts'
import { demoLeaderboard } from './leaderboard.ts'
import { demoRaffle } from './raffle.ts'
import { demoReferral } from './referral.ts'

type PromotionSeed = Omit<typeof promotions.$inferInsert, 'id' | 'merchantId' | 'createdAt'>

/** Fixed so repeated seeds match. */
const START = new Date('2026-01-01T00:00:00Z')
const END = new Date('2030-01-01T00:00:00Z')

export function demoPromotions(): PromotionSeed[] {
  return [
    {
      kind: 'DAILY_CHECKIN',
      category: 'DAILY',
      titles: { EN: 'Daily check-in', TY: 'Araw-araw na check-in', CN: '每日签到', TW: '每日簽到' },
      rules: {
        EN: '<p>Check in once a day and receive <b>5.00</b> in cash. A new day starts at midnight.</p>',
        TY: '<p>Mag-check in isang beses bawat araw at makatanggap ng <b>5.00</b> na cash. Nagsisimula ang bagong araw sa hatinggabi.</p>',
        CN: '<p>每天签到一次，即可获得 <b>5.00</b> 现金。新的一天从午夜开始。</p>',
        TW: '<p>每天簽到一次，即可獲得 <b>5.00</b> 現金。新的一天從午夜開始。</p>',
      },
      imageUrl: '/cdn/banners/checkin.svg',
      startAt: START,
      endAt: END,
      claimMode: 'claim',
      reward: { amountMinor: '500' },
      sort: 1,
    },
    {
      kind: 'MISSION',
      category: 'SLOTS',
      titles: {
        EN: 'Weekly slots mission',
        TY: 'Lingguhang misyon sa slot',
        CN: '每周老虎机任务',
        TW: '每週老虎機任務',
      },
      rules: {
        EN: '<p>Join, then bet <b>100.00</b> in slots this week and claim <b>10.00</b> in cash. Bets count from the moment you join; the week ends on Sunday at midnight.</p>',
        TY: '<p>Sumali, pagkatapos ay tumaya ng <b>100.00</b> sa slot ngayong linggo at kunin ang <b>10.00</b> na cash. Bilang ang taya mula nang sumali ka; natatapos ang linggo sa Linggo ng hatinggabi.</p>',
        CN: '<p>参加后，本周在老虎机投注 <b>100.00</b>，即可领取 <b>10.00</b> 现金。投注从参加时起计算；每周于周日午夜结束。</p>',
        TW: '<p>參加後，本週在老虎機投注 <b>100.00</b>，即可領取 <b>10.00</b> 現金。投注從參加時起計算；每週於週日午夜結束。</p>',
      },
      imageUrl: '/cdn/banners/mission.svg',
      startAt: START,
      endAt: END,
      claimMode: 'join_claim',
      reward: { amountMinor: '1000', gameType: 'RNG', targetMinor: '10000' },
      sort: 2,
    },
    demoLeaderboard(),
    demoRaffle(),
    demoReferral(),
  ]
}

/**
 * The demo merchant's house rebate rates (decision 042), basis points of turnover: what members
 * without a rate from their agent are paid each day on their stakes.
 */
export const DEMO_REBATE_BP: Record<string, number> = {
  RNG: 100,
  LIVE: 60,
  FISH: 80,
  PVP: 50,
  SPORTS: 50,
  ESPORTS: 50,
  ELOTT: 50,
  LOTT: 50,
  COCKFIGHT: 50,
}

export const demoRebateRates = (merchantId: number) =>
  Object.entries(DEMO_REBATE_BP).map(([productType, rateBp]) => ({ merchantId, productType, rateBp }))

const php = (major: number) => BigInt(major) * 100n

/**
 * The demo merchant's VIP levels (decision 042): everyone starts at VIP 1; the upper levels ask
 * for turnover, then deposits too, and from VIP 4 some play in the last 30 days to keep them.
 * From VIP 2 a birthday bonus is paid each year to members who set their date of birth.
 */
export function demoVipLevels(merchantId: number): (typeof vipLevels.$inferInsert)[] {
  const level = (
    n: number,
    turnover: number,
    deposit: number,
    keep: number,
    bonus: number,
    rebateBonusBp: number,
    withdrawMax: number,
    withdrawCount: number,
    birthday: number,
  ) => ({
    merchantId,
    level: n,
    name: `VIP ${n}`,
    turnoverMinor: php(turnover),
    depositMinor: php(deposit),
    keepTurnoverMinor: php(keep),
    upgradeBonusMinor: php(bonus),
    rebateBonusBp,
    withdrawDailyMaxMinor: php(withdrawMax),
    withdrawDailyCount: withdrawCount,
    birthdayBonusMinor: php(birthday),
  })
  return [
    level(1, 0, 0, 0, 0, 0, 20_000, 3, 0),
    level(2, 200, 0, 0, 8, 10, 50_000, 5, 18),
    level(3, 2_000, 1_000, 0, 38, 20, 100_000, 8, 58),
    level(4, 10_000, 5_000, 1_000, 88, 30, 200_000, 10, 128),
    level(5, 50_000, 20_000, 5_000, 288, 50, 500_000, 20, 388),
  ]
}
