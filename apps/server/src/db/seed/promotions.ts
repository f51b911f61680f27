/** The demo merchant's promotions (decision 038): a daily check-in and a weekly slots mission, live for years. */
import type { promotions } from '../schema.ts'

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
  ]
}
