/** The demo merchant's lucky draw (decision 038, amendment raffle): live for years, like its other promotions. */
import type { promotions } from '../schema.ts'

type PromotionSeed = Omit<typeof promotions.$inferInsert, 'id' | 'merchantId' | 'createdAt'>

export function demoRaffle(): PromotionSeed {
  return {
    kind: 'RAFFLE',
    category: 'SLOTS',
    titles: {
      CN: '幸运抽奖',
      EN: 'Lucky draw',
      ES: 'Sorteo',
      HI: 'लकी ड्रॉ',
      ID: 'Undian berhadiah',
      JA: '抽選会',
      KM: 'ការចាប់ឆ្នោតសំណាង',
      KO: '행운 추첨',
      MS: 'Cabutan bertuah',
      MY: 'ကံစမ်းမဲ',
      'PT-BR': 'Sorteio',
      PT: 'Sorteio',
      TA: 'அதிர்ஷ்டக் குலுக்கல்',
      TH: 'จับฉลากนำโชค',
      TW: '幸運抽獎',
      TY: 'Lucky draw',
      UR: 'لکی ڈرا',
      VI: 'Rút thăm may mắn',
    },
    rules: {
      EN: '<p>Every <b>1.00</b> you bet in slots earns one ticket (up to 100). Enter the draw; at the end three winners are drawn, weighted by tickets: <b>500.00</b>, <b>200.00</b> and <b>100.00</b> in cash.</p>',
      TY: '<p>Bawat <b>1.00</b> na taya mo sa slot ay may isang tiket (hanggang 100). Sumali sa draw; sa dulo, tatlong mananalo ang bubunutin ayon sa dami ng tiket: <b>500.00</b>, <b>200.00</b> at <b>100.00</b> na cash.</p>',
      CN: '<p>在老虎机每投注 <b>1.00</b> 可获得一张奖券（最多 100 张）。参加抽奖；结束时按奖券数抽出三名得主：现金 <b>500.00</b>、<b>200.00</b> 和 <b>100.00</b>。</p>',
      TW: '<p>在老虎機每投注 <b>1.00</b> 可獲得一張獎券（最多 100 張）。參加抽獎；結束時按獎券數抽出三名得主：現金 <b>500.00</b>、<b>200.00</b> 和 <b>100.00</b>。</p>',
    },
    imageUrl: '/cdn/banners/raffle.svg',
    startAt: new Date('2026-01-01T00:00:00Z'),
    endAt: new Date('2030-01-01T00:00:00Z'),
    claimMode: 'raffle',
    reward: {
      amountMinor: '80000',
      ticketMinor: '100',
      maxTickets: 100,
      gameType: 'RNG',
      prizesMinor: ['50000', '20000', '10000'],
    },
    sort: 4,
  }
}
