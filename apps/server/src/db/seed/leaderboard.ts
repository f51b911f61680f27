/** The demo merchant's weekly slots leaderboard (decision 038, amendment "leaderboard"). */
import type { promotions } from '../schema.ts'

type PromotionSeed = Omit<typeof promotions.$inferInsert, 'id' | 'merchantId' | 'createdAt'>

export function demoLeaderboard(): PromotionSeed {
  return {
    kind: 'LEADERBOARD',
    category: 'SLOTS',
    titles: {
      EN: 'Weekly slots leaderboard',
      TY: 'Lingguhang leaderboard ng slot',
      CN: '每周老虎机排行榜',
      TW: '每週老虎機排行榜',
    },
    rules: {
      EN: '<p>Join, then bet in slots this week. The top 5 by turnover win <b>500.00</b>, <b>300.00</b>, <b>200.00</b>, <b>100.00</b> and <b>50.00</b> in cash, paid on Monday after the week ends at midnight. Bets count from the moment you join; you need <b>10.00</b> to rank; on a tie, whoever reached the amount first ranks higher.</p>',
      TY: '<p>Sumali, pagkatapos ay tumaya sa slot ngayong linggo. Ang nangungunang 5 ayon sa taya ay mananalo ng <b>500.00</b>, <b>300.00</b>, <b>200.00</b>, <b>100.00</b> at <b>50.00</b> na cash, ibinibigay sa Lunes pagkatapos matapos ang linggo sa hatinggabi. Bilang ang taya mula nang sumali ka; kailangan mo ng <b>10.00</b> para mapasama sa ranggo; kapag tabla, mas mataas ang unang nakaabot sa halaga.</p>',
      CN: '<p>参加后，本周在老虎机投注。按投注额排名前 5 位分别获得 <b>500.00</b>、<b>300.00</b>、<b>200.00</b>、<b>100.00</b> 和 <b>50.00</b> 现金，于每周日午夜结束后的周一发放。投注从参加时起计算；投注满 <b>10.00</b> 才能上榜；投注额相同时，先达到者排名靠前。</p>',
      TW: '<p>參加後，本週在老虎機投注。按投注額排名前 5 位分別獲得 <b>500.00</b>、<b>300.00</b>、<b>200.00</b>、<b>100.00</b> 和 <b>50.00</b> 現金，於每週日午夜結束後的週一發放。投注從參加時起計算；投注滿 <b>10.00</b> 才能上榜；投注額相同時，先達到者排名靠前。</p>',
    },
    imageUrl: '/cdn/banners/leaderboard.svg',
    startAt: new Date('2026-01-01T00:00:00Z'),
    endAt: new Date('2030-01-01T00:00:00Z'),
    claimMode: 'join_claim',
    reward: {
      amountMinor: '115000',
      gameType: 'RNG',
      prizesMinor: ['50000', '30000', '20000', '10000', '5000'],
      minTurnoverMinor: '1000',
    },
    sort: 3,
  }
}
