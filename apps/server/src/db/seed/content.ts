/** Demo announcements of every type (B, PL, PU, PR, H, A) and help entries. */
import type { announcements, helpEntries } from '../schema.ts'

type AnnouncementSeed = Omit<typeof announcements.$inferInsert, 'id' | 'merchantId' | 'createdAt'>
type HelpSeed = Omit<typeof helpEntries.$inferInsert, 'id' | 'merchantId'>

const DAY = 86_400_000
/** Seeded relative to a fixed origin so repeated seeds match; hot matches stay in the future. */
const FUTURE = new Date('2030-01-01T12:00:00Z').getTime()

const banner = (
  slug: string,
  group: string,
  sort: number,
  en: string,
  ty: string,
  link: string | null = null,
): AnnouncementSeed => ({
  type: 'B',
  groupName: group,
  platform: 'M',
  titles: { EN: en, TY: ty },
  contents: { EN: '', TY: '' },
  imageUrl: `/cdn/banners/${slug}.svg`,
  linkUrl: link,
  sort,
})

export function demoAnnouncements(): AnnouncementSeed[] {
  return [
    banner('welcome', 'm_home', 1, 'Welcome to Parlor', 'Maligayang pagdating sa Parlor', '/m/activity'),
    banner('slots', 'm_home', 2, 'Hundreds of slots', 'Daan-daang slot', '/m/gameList?gameType=RNG'),
    banner('live', 'm_home', 3, 'Live casino tables', 'Mga live na mesa ng casino', '/m/gameList?gameType=LIVE'),
    banner('sabong', 'm_home', 4, 'Sabong every night', 'Sabong gabi-gabi', '/m/gameList?gameType=COCKFIGHT'),
    banner('register', 'm_reg', 1, 'Join in one minute', 'Sumali sa loob ng isang minuto'),
    banner('login', 'm_login', 1, 'Welcome back', 'Maligayang pagbabalik'),
    {
      type: 'PL',
      groupName: 'm_home',
      platform: 'M',
      titles: { EN: 'Scheduled maintenance on Sunday 02:00', TY: 'Nakatakdang maintenance sa Linggo 02:00' },
      contents: {
        EN: '<p>Games by <b>Evoke Live</b> pause for 30 minutes on Sunday from 02:00.</p>',
        TY: '<p>Hihinto ang mga laro ng <b>Evoke Live</b> nang 30 minuto sa Linggo mula 02:00.</p>',
      },
      sort: 1,
    },
    {
      type: 'PL',
      groupName: 'm_home',
      platform: 'M',
      titles: { EN: 'New: Parlor Originals', TY: 'Bago: Parlor Originals' },
      contents: {
        EN: '<p>Try our own slot, dice and crash games with provably fair results.</p>',
        TY: '<p>Subukan ang sarili naming slot, dais at crash na may patunay na patas na resulta.</p>',
      },
      sort: 2,
    },
    {
      type: 'PL',
      groupName: 'm_home',
      platform: 'M',
      titles: { EN: 'Play responsibly', TY: 'Maglaro nang responsable' },
      contents: {
        EN: '<p>Set a budget before you play. Help is one tap away in the customer service menu.</p>',
        TY: '<p>Magtakda ng badyet bago maglaro. Isang tap lang ang tulong sa menu ng customer service.</p>',
      },
      sort: 3,
    },
    {
      type: 'PU',
      groupName: 'm_home',
      platform: 'M',
      execution: 'B',
      titles: { EN: 'Welcome, guest!', TY: 'Maligayang pagdating, bisita!' },
      contents: {
        EN: '<p>Register today and explore more than 600 games.</p><p><a href="/m/register">Register now</a></p>',
        TY: '<p>Magrehistro ngayon at tuklasin ang higit 600 laro.</p><p><a href="/m/register">Magrehistro na</a></p>',
      },
      sort: 1,
    },
    {
      type: 'PU',
      groupName: 'm_home',
      platform: 'M',
      execution: 'A',
      promotionType: 'REWARD',
      titles: { EN: 'Daily check-in rewards', TY: 'Araw-araw na gantimpala sa check-in' },
      contents: {
        EN: '<p>Sign in every day this week to collect your rewards.</p>',
        TY: '<p>Mag-sign in araw-araw ngayong linggo para makuha ang iyong mga gantimpala.</p>',
      },
      sort: 2,
    },
    {
      type: 'PU',
      groupName: 'm_home',
      platform: 'M',
      execution: 'F',
      titles: { EN: 'Your first sign-in', TY: 'Ang una mong pag-sign in' },
      contents: {
        EN: '<p>Welcome aboard! Please secure your account with a new password.</p>',
        TY: '<p>Maligayang pagdating! Pakisiguro ang iyong account gamit ang bagong password.</p>',
      },
      sort: 3,
    },
    {
      type: 'PR',
      groupName: 'm_home',
      platform: 'M',
      category: 'REFERRAL',
      promotionType: 'REFERRAL',
      titles: { EN: 'Invite friends, earn together', TY: 'Mag-imbita ng kaibigan, kumita nang sabay' },
      contents: {
        EN: '<p>Share your link; earn a bonus when friends play.</p>',
        TY: '<p>Ibahagi ang iyong link; kumita ng bonus kapag naglaro ang mga kaibigan.</p>',
      },
      imageUrl: '/cdn/banners/referral.svg',
      sort: 1,
    },
    {
      type: 'PR',
      groupName: 'm_home',
      platform: 'M',
      category: 'app_download',
      promotionType: 'APP',
      titles: { EN: 'Get the app', TY: 'Kunin ang app' },
      contents: { EN: '<p>Faster and always one tap away.</p>', TY: '<p>Mas mabilis at laging isang tap lang.</p>' },
      imageUrl: '/cdn/banners/app.svg',
      sort: 2,
    },
    {
      type: 'PR',
      groupName: 'm_home',
      platform: 'M',
      category: 'DEPOSIT',
      promotionType: 'FIRST_DEPOSIT',
      titles: { EN: 'First deposit bonus', TY: 'Bonus sa unang deposito' },
      contents: { EN: '<p>Get 20% on your first deposit.</p>', TY: '<p>Makakuha ng 20% sa iyong unang deposito.</p>' },
      imageUrl: '/cdn/banners/deposit.svg',
      sort: 3,
      endAt: new Date(FUTURE),
    },
    ...[
      ['Manila Stars', 'Cebu Sharks', 'PBA Cup', 'SB1', 2],
      ['Team Phoenix', 'Night Owls', 'MOBA Masters', 'TF', 1],
      ['Red Rooster', 'Blue Thunder', 'Derby Night', 'SV3', 1],
    ].map(
      ([home, away, league, vendor, days], i): AnnouncementSeed => ({
        type: 'H',
        groupName: 'm_home',
        platform: 'M',
        titles: { EN: `${home} vs ${away}`, TY: `${home} laban sa ${away}` },
        contents: { EN: '', TY: '' },
        payload: {
          league,
          homeTeam: home,
          awayTeam: away,
          homeTeamImageUrl: `/cdn/teams/${encodeURIComponent(String(home))}.svg`,
          awayTeamImageUrl: `/cdn/teams/${encodeURIComponent(String(away))}.svg`,
          vendor,
          matchTime: FUTURE + Number(days) * DAY + i * 3_600_000,
        },
        sort: i + 1,
      }),
    ),
    {
      type: 'A',
      groupName: 'm_home',
      platform: 'M',
      titles: {
        EN: 'New commission table from next month',
        TY: 'Bagong talaan ng komisyon simula sa susunod na buwan',
      },
      contents: {
        EN: '<p>Agent commission tiers change on the 1st. See team overview for details.</p>',
        TY: '<p>Magbabago ang mga antas ng komisyon ng ahente sa ika-1. Tingnan ang team overview.</p>',
      },
      sort: 1,
    },
    {
      type: 'A',
      groupName: 'm_home',
      platform: 'M',
      titles: { EN: 'Agent training webinar', TY: 'Webinar ng pagsasanay para sa ahente' },
      contents: { EN: '<p>Join us Friday at 19:00.</p>', TY: '<p>Samahan kami sa Biyernes, 19:00.</p>' },
      sort: 2,
    },
  ]
}

export function demo2Announcements(): AnnouncementSeed[] {
  return [
    banner('lucky', 'm_home', 1, 'Lucky Star: shine tonight', 'Lucky Star: kuminang ngayong gabi'),
    banner('slots', 'm_home', 2, 'New slots every week', 'Bagong slot bawat linggo'),
    {
      type: 'PL',
      groupName: 'm_home',
      platform: 'M',
      titles: { EN: 'Lucky Star is open 24/7', CN: '幸运星全天候开放' },
      contents: { EN: '<p>Support answers around the clock.</p>', CN: '<p>客服全天候在线。</p>' },
      sort: 1,
    },
    {
      type: 'PU',
      groupName: 'm_home',
      platform: 'M',
      execution: 'B',
      titles: { EN: 'Lucky Star welcomes you', CN: '幸运星欢迎您' },
      contents: { EN: '<p>Members only: sign in to play.</p>', CN: '<p>仅限会员：请登录后游戏。</p>' },
      sort: 1,
    },
  ]
}

export function demoHelp(): HelpSeed[] {
  const e = (sort: number, en: string, ty: string, enBody: string, tyBody: string): HelpSeed => ({
    sort,
    titles: { EN: en, TY: ty },
    contents: { EN: enBody, TY: tyBody },
  })
  return [
    e(
      1,
      'How do I register?',
      'Paano magrehistro?',
      '<p>Tap <b>Register</b> on the home screen, fill in the fields and accept the agreement.</p>',
      '<p>I-tap ang <b>Magrehistro</b> sa home screen, punan ang mga field at tanggapin ang kasunduan.</p>',
    ),
    e(
      2,
      'How do I deposit?',
      'Paano magdeposito?',
      '<p>Open <b>Deposit</b> in the bottom menu and choose a method.</p>',
      '<p>Buksan ang <b>Deposito</b> sa ibabang menu at pumili ng paraan.</p>',
    ),
    e(
      3,
      'How do withdrawals work?',
      'Paano gumagana ang pag-withdraw?',
      '<p>Withdrawals go to the payee name on your account. Most arrive within 30 minutes.</p>',
      '<p>Napupunta ang withdrawal sa payee name ng iyong account. Karaniwang dumarating sa loob ng 30 minuto.</p>',
    ),
    e(
      4,
      'I forgot my password',
      'Nakalimutan ko ang password',
      '<p>Use <b>Forgot password</b> on the sign-in screen; we send a reset by email or SMS.</p>',
      '<p>Gamitin ang <b>Nakalimutan ang password</b> sa sign-in screen; magpapadala kami ng reset sa email o SMS.</p>',
    ),
    e(
      5,
      'Responsible gaming',
      'Responsableng paglalaro',
      '<p>Set limits and take breaks. Contact support to pause your account.</p>',
      '<p>Magtakda ng limitasyon at magpahinga. Makipag-ugnayan sa support para i-pause ang account.</p>',
    ),
  ]
}
