/** The demo merchant's invite-a-friend reward (decision 038, amendment "referral reward"). */
import type { promotions } from '../schema.ts'

type PromotionSeed = Omit<typeof promotions.$inferInsert, 'id' | 'merchantId' | 'createdAt'>

export function demoReferral(): PromotionSeed {
  return {
    kind: 'REFERRAL',
    category: 'DAILY',
    titles: {
      EN: 'Invite a friend, get 20.00',
      TY: 'Mag-imbita ng kaibigan, makakuha ng 20.00',
      CN: '邀请好友，得 20.00',
      TW: '邀請好友，得 20.00',
    },
    rules: {
      EN: '<p>Share your invite link. For each friend who registers with it and, within 30 days, makes a first deposit of at least <b>100.00</b>, you receive <b>20.00</b> in cash, paid automatically. Up to 10 friends a week. Friends on your own network or device, and trial accounts, do not count.</p>',
      TY: '<p>Ibahagi ang iyong invite link. Sa bawat kaibigang magrehistro gamit ito at, sa loob ng 30 araw, ay magdeposito sa unang pagkakataon ng hindi bababa sa <b>100.00</b>, makakatanggap ka ng <b>20.00</b> na cash, awtomatikong ibinibigay. Hanggang 10 kaibigan bawat linggo. Hindi bilang ang mga kaibigan sa iyong sariling network o device, at ang mga trial account.</p>',
      CN: '<p>分享您的邀请链接。每位通过该链接注册、并在 30 天内首次存款不少于 <b>100.00</b> 的好友，您将自动获得 <b>20.00</b> 现金。每周最多 10 位好友。与您使用同一网络或设备的好友及试玩账户不计入。</p>',
      TW: '<p>分享您的邀請連結。每位透過該連結註冊、並在 30 天內首次存款不少於 <b>100.00</b> 的好友，您將自動獲得 <b>20.00</b> 現金。每週最多 10 位好友。與您使用同一網路或裝置的好友及試玩帳戶不計入。</p>',
    },
    imageUrl: '/cdn/banners/referral.svg',
    startAt: new Date('2026-01-01T00:00:00Z'),
    endAt: new Date('2030-01-01T00:00:00Z'),
    claimMode: 'claim',
    reward: { amountMinor: '2000', firstDepositMinor: '10000', withinDays: 30, maxFriendsPerWeek: 10 },
    sort: 5,
  }
}
