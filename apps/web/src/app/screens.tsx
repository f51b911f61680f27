/**
 * Every screen of the app, declared once: the route module it shows and how the shell frames it
 * (storefront specification §Shell behaviour). Edit here when a screen is added or its frame
 * changes. Its URL and aliases live in config/paths.ts (features link to screens from there) and
 * its header title is `screens.<id>` in locales/en.json. The router (router.tsx) and the shell
 * rules (layout/shell-rules.ts) are derived from this table; nothing else lists screens.
 */
import { type ComponentType, isValidElement, lazy, type ReactNode } from 'react'
import type { ScreenId } from '@/config/paths'
import { allTexts } from '@/lib/i18n'

/** Screens plus the catch-all page. */
export type ShellScreen = ScreenId | 'notFound'

/** The bottom menu's entries. */
export type TabKey = 'home' | 'activity' | 'deposit' | 'service' | 'member'

export interface Screen {
  /** What the screen shows; without one, the shared coming-soon page (a screen not built yet). */
  page?: ReactNode
  /** 'home': the logo header and the download bar; 'page' (default): back arrow and title; 'none'. */
  header?: 'home' | 'page' | 'none'
  /** Whether the bottom menu shows (default true). */
  bottomMenu?: boolean
  /** The header's back arrow goes home instead of back in history. */
  backGoesHome?: boolean
  /** The bottom-menu entry lit while the screen shows. */
  tab?: TabKey
  /** False for a page that names itself, so the header shows no `screens.<id>` title above it. */
  title?: false
}

const loaders = new WeakMap<object, () => Promise<unknown>>()

/**
 * A lazy route component that `preloadScreen` can start fetching before it renders. It shows once
 * its module and every text of the language have arrived; only the home draws from the texts of
 * the first load alone (lib/core-texts.ts).
 */
function lazyRoute<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  texts: 'all' | 'core' = 'all',
) {
  const loadWithTexts = texts === 'core' ? load : () => Promise.all([load(), allTexts()]).then(([m]) => m)
  const Route = lazy(loadWithTexts)
  loaders.set(Route, loadWithTexts)
  return Route
}

/** A route module used by one screen only, loaded on first visit. */
function lazyPage(load: () => Promise<{ default: ComponentType }>, texts?: 'all' | 'core'): ReactNode {
  const Page = lazyRoute(load, texts)
  return <Page />
}

// Route modules shared by several screens: one lazy component each, so they load once.
const GameListRoute = lazyRoute(() => import('./routes/game-list'))
const LotteryRoute = lazyRoute(() => import('./routes/lottery'))
const MemberCentreRoute = lazyRoute(() => import('./routes/member-centre'))
const FundRecordsRoute = lazyRoute(() => import('./routes/fund-records'))
const MemberPromotionsRoute = lazyRoute(() => import('./routes/member-promotions'))
const HelpRoute = lazyRoute(() => import('./routes/help'))
const AgentContractRoute = lazyRoute(() => import('./routes/agent-contract'))

export const screens: Record<ShellScreen, Screen> = {
  home: {
    // The storefront part the home renders at once is fetched with it, not after it has run.
    page: lazyPage(() => {
      import('./routes/storefront-home').catch(() => {})
      return import('./routes/home')
    }, 'core'),
    header: 'home',
    tab: 'home',
  },
  login: {
    page: lazyPage(() => import('./routes/login')),
    header: 'none',
    bottomMenu: false,
    backGoesHome: true,
  },
  register: {
    page: lazyPage(() => import('./routes/register')),
    header: 'none',
    bottomMenu: false,
    backGoesHome: true,
  },
  forget: { page: lazyPage(() => import('./routes/forget')), header: 'none', bottomMenu: false, backGoesHome: true },
  changePsw: { page: lazyPage(() => import('./routes/change-password')), bottomMenu: false },
  agent: { page: lazyPage(() => import('./routes/agent')), header: 'none', bottomMenu: false },
  // The member centre draws its own header with the settings button (accounts §Member centre).
  memberHome: { page: <MemberCentreRoute />, header: 'none', tab: 'member' },
  mine: { page: <MemberCentreRoute />, header: 'none', tab: 'member' },
  notice: { page: lazyPage(() => import('./routes/notice')), bottomMenu: false, backGoesHome: true },
  moreLottery: { page: <LotteryRoute />, bottomMenu: false },
  service: { page: lazyPage(() => import('./routes/service')), bottomMenu: false, tab: 'service' },
  activity: { page: lazyPage(() => import('./routes/activity')), bottomMenu: false, tab: 'activity' },
  activityInfo: { page: lazyPage(() => import('./routes/activity-info')), tab: 'activity' },
  // The play screen: its bet slip needs the room the bottom menu would take.
  startLottery: { page: <LotteryRoute />, bottomMenu: false },
  gameLobby: { page: <GameListRoute /> },
  useragreement: { page: lazyPage(() => import('./routes/user-agreement')), bottomMenu: false },
  download: { page: lazyPage(() => import('./routes/download')), header: 'none', bottomMenu: false },
  set: { page: lazyPage(() => import('./routes/settings')) },
  help: { page: <HelpRoute /> },
  helpDetail: { page: <HelpRoute /> },
  voucherCenter: { page: lazyPage(() => import('./routes/voucher-center')), tab: 'deposit' },
  // Reached from the payment page's return: its back arrow leads home, not back to the provider.
  voucherPending: {
    page: lazyPage(() => import('./routes/voucher-pending')),
    tab: 'deposit',
    backGoesHome: true,
  },
  withdraw: { page: lazyPage(() => import('./routes/withdraw')) },
  bankCards: { page: lazyPage(() => import('./routes/bank-cards')), bottomMenu: false },
  withdrawPassword: { page: lazyPage(() => import('./routes/withdraw-password')), bottomMenu: false },
  securityQuestions: { page: lazyPage(() => import('./routes/security-questions')), bottomMenu: false },
  inviteFriends: { page: lazyPage(() => import('./routes/invite-friends')) },
  launchGame: { page: lazyPage(() => import('./routes/launch-game')), bottomMenu: false },
  lottery: { page: <LotteryRoute /> },
  gameList: { page: <GameListRoute /> },
  trail: { page: lazyPage(() => import('./routes/trail')), bottomMenu: false, backGoesHome: true },
  maintenance: { page: lazyPage(() => import('./routes/maintenance')), bottomMenu: false },
  webEmail: { page: lazyPage(() => import('./routes/web-email')) },
  gameCenter: { page: lazyPage(() => import('./routes/game-centre')) },
  slotsCenter: { page: lazyPage(() => import('./routes/slots-centre')) },
  message: { page: lazyPage(() => import('./routes/message')) },
  memberBenefits: { page: lazyPage(() => import('./routes/member-benefits')) },
  gameRecord: { page: lazyPage(() => import('./routes/game-record')) },
  transactionRecord: { page: lazyPage(() => import('./routes/transaction-record')) },
  securityCenter: { page: lazyPage(() => import('./routes/security-centre')) },
  twoStep: { page: lazyPage(() => import('./routes/two-step')), bottomMenu: false },
  responsibleGaming: { page: lazyPage(() => import('./routes/responsible-gaming')) },
  vouReport: { page: <FundRecordsRoute direction="deposit" /> },
  withdrawReport: { page: <FundRecordsRoute direction="withdrawal" /> },
  profitAndLoss: { page: lazyPage(() => import('./routes/profit-loss')) },
  upLineTransfer: { page: lazyPage(() => import('./routes/upline-transfer')) },
  rewardCenter: { page: <MemberPromotionsRoute kind="rewards" /> },
  leaderBoard: { page: <MemberPromotionsRoute kind="missions" /> },
  rebateReport: { page: lazyPage(() => import('./routes/rebate-report')) },
  memberProfile: { page: lazyPage(() => import('./routes/member-profile')) },
  referralLinks: { page: lazyPage(() => import('./routes/referral-links')) },
  feedback: { page: lazyPage(() => import('./routes/feedback')) },
  agentTeamOverview: { page: lazyPage(() => import('./routes/agent-team-overview')) },
  memberTeam: { page: lazyPage(() => import('./routes/agent-member-team')) },
  redRain: { page: lazyPage(() => import('./routes/agent-red-rain')) },
  redEnvelopes: { page: lazyPage(() => import('./routes/red-envelopes')) },
  agentTeamPnl: { page: lazyPage(() => import('./routes/agent-team-pnl')) },
  teamBetting: { page: lazyPage(() => import('./routes/agent-team-betting')) },
  agentRebate: { page: lazyPage(() => import('./routes/agent-rebate-settings')) },
  teamRebate: { page: lazyPage(() => import('./routes/agent-rebate-income')) },
  agentRegister: { page: lazyPage(() => import('./routes/agent-register')) },
  agentDividend: { page: lazyPage(() => import('./routes/agent-dividend')) },
  memberNotice: { page: lazyPage(() => import('./routes/member-notice')) },
  salaryContract: { page: <AgentContractRoute kind="dailySalary" /> },
  dividendContract: { page: <AgentContractRoute kind="dividend" /> },
  hourContract: { page: <AgentContractRoute kind="hourlySalary" /> },
  lotteryResults: { page: lazyPage(() => import('./routes/lottery-results')) },
  lotteryVerify: { page: lazyPage(() => import('./routes/lottery-verify')) },
  lotteryOrders: { page: lazyPage(() => import('./routes/lottery-orders')) },
  lotteryOrder: { page: lazyPage(() => import('./routes/lottery-order')), bottomMenu: false },
  // Any other URL; the not-found page names itself.
  notFound: { page: lazyPage(() => import('./routes/not-found')), title: false },
}

/**
 * Starts fetching a screen's route module. The app calls it for the landing URL before the
 * status answer arrives (the status gate holds every screen until then), so the module and the
 * answer come in one round trip instead of two.
 */
export function preloadScreen(screen: ShellScreen): void {
  const page = screens[screen].page
  const load = isValidElement(page) ? loaders.get(page.type as object) : undefined
  // A failed preload is retried by the lazy component itself, which then shows the error.
  load?.().catch(() => {})
}
