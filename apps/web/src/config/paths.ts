/**
 * Every URL of the app (storefront and accounts specifications, §2), the one place features link
 * from. Edit here first when a screen is added, then give the key an entry in app/screens.tsx
 * (its page and shell frame; the typecheck insists) and a `screens.<key>` title in
 * locales/en.json. The router registers each `path` and `aliases` entry for that key.
 */
interface PathDef {
  path: string
  /** Older or external URLs that must keep landing on the same screen. */
  aliases?: readonly string[]
}

export const paths = {
  home: { path: '/m/home', aliases: ['/', '/m', '/m/', '/m/index', '/m/index.html'] },
  login: { path: '/m/login' },
  register: { path: '/m/register', aliases: ['/register.html', '/m/register.html'] },
  forget: { path: '/m/forget' },
  changePsw: { path: '/m/changePsw' },
  agent: { path: '/m/agent' },
  memberHome: { path: '/m/member/home' },
  mine: { path: '/m/mine' },
  notice: { path: '/m/notice' },
  moreLottery: { path: '/m/moreLottery' },
  service: { path: '/m/service' },
  activity: { path: '/m/activity' },
  activityInfo: { path: '/m/activityInfo' },
  startLottery: { path: '/m/startLottery' },
  gameLobby: { path: '/m/gameLobby' },
  useragreement: { path: '/m/useragreement' },
  download: { path: '/m/download' },
  set: { path: '/m/set' },
  help: { path: '/m/help' },
  helpDetail: { path: '/m/helpDetail' },
  voucherCenter: { path: '/m/voucherCenter' },
  /** Where the payment provider's return route sends the player: `?orderNo=…`. */
  voucherPending: { path: '/m/voucherCenter/pending' },
  withdraw: { path: '/m/withdraw' },
  bankCards: { path: '/m/bankCards' },
  withdrawPassword: { path: '/m/withdrawPassword' },
  securityQuestions: { path: '/m/securityQuestions' },
  inviteFriends: { path: '/m/inviteFriends' },
  launchGame: { path: '/m/launchGame' },
  lottery: { path: '/m/lottery' },
  gameList: { path: '/m/gameList' },
  trail: { path: '/m/trail' },
  maintenance: { path: '/m/maintenance' },
  webEmail: { path: '/m/webEmail' },
  gameCenter: { path: '/m/gameCenter' },
  slotsCenter: { path: '/m/slotsCenter' },
  message: { path: '/m/message' },
  memberBenefits: { path: '/m/member/benefits' },
  gameRecord: { path: '/m/gameRecord' },
  transactionRecord: { path: '/m/transaction/record' },
  securityCenter: { path: '/m/securityCenter' },
  twoStep: { path: '/m/twoStep' },
  /** Limits, time-outs and self-exclusion (decision 040). */
  responsibleGaming: { path: '/m/responsibleGaming' },
  vouReport: { path: '/m/vouReport' },
  withdrawReport: { path: '/m/withdrawReport' },
  profitAndLoss: { path: '/m/profitandloss' },
  upLineTransfer: { path: '/m/upLine/transfer' },
  rewardCenter: { path: '/m/rewardCenter' },
  leaderBoard: { path: '/m/leaderBoard' },
  rebateReport: { path: '/m/member/rebateReport' },
  memberProfile: { path: '/m/member/profile' },
  referralLinks: { path: '/m/member/referral' },
  feedback: { path: '/m/feedback' },
  agentTeamOverview: { path: '/m/agent/team/overview' },
  memberTeam: { path: '/m/member/team' },
  redRain: { path: '/m/redRain' },
  /** A member's envelopes from agents' red-envelope rains (decision 049). */
  redEnvelopes: { path: '/m/redEnvelopes' },
  agentTeamPnl: { path: '/m/agent/team/pnl' },
  teamBetting: { path: '/m/teamBetting' },
  agentRebate: { path: '/m/member/agent/agentRebeat' },
  teamRebate: { path: '/m/member/teamRebate' },
  agentRegister: { path: '/m/agentRegister' },
  agentDividend: { path: '/m/member/agent/agentDivident' },
  memberNotice: { path: '/m/member/notice' },
  salaryContract: { path: '/m/member/agent/getSalaryContract' },
  dividendContract: { path: '/m/member/agent/getDevidendContract' },
  hourContract: { path: '/m/member/agent/getHourContract' },
  lotteryResults: { path: '/m/lotteryResults' },
  lotteryVerify: { path: '/m/lotteryVerify' },
  lotteryOrders: { path: '/m/lotteryOrders' },
  lotteryOrder: { path: '/m/lotteryOrder' },
} as const satisfies Record<string, PathDef>

export type ScreenId = keyof typeof paths

/** Every URL that opens a screen: its path first, then its aliases. */
export function screenUrls(screen: ScreenId): readonly string[] {
  const def: PathDef = paths[screen]
  return [def.path, ...(def.aliases ?? [])]
}
