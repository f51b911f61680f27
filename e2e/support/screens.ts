/**
 * The screens journeys walk one after another: what a guest opens, what a signed-in member or agent
 * opens besides, and the few left to journeys of their own. e2e/languages.e2e.test.ts checks that
 * together they name every screen of apps/web/src/config/paths.ts; add a new screen here.
 */
import type { Page } from 'playwright-core'
import type { ScreenId } from '../../apps/web/src/config/paths.ts'

/**
 * Screens a guest can open, and what a signed-in agent opens besides (a plain member is sent home
 * from the agent's). Screens that need a record of their own (a help entry, an order) get one the
 * demo data has; `/m/launchGame` leaves the app.
 */
export const GUEST_ROUTES = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/gameList?gameType=RNG',
  '/m/gameList?gameType=LIVE',
  '/m/moreLottery',
  '/m/lottery',
  '/m/startLottery?gameCode=PL_SSC1',
  '/m/lotteryResults?gameCode=PL_SSC1',
  '/m/lotteryVerify',
  '/m/download',
  '/m/help',
  '/m/helpDetail?i=0',
  '/m/maintenance',
  '/m/useragreement',
  '/m/service',
  '/m/trail',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/activity',
  // The demo's first promotion, its daily check-in.
  '/m/activityInfo?id=1',
  '/m/leaderBoard',
]
export const MEMBER_ROUTES = [
  '/m/home',
  '/m/member/home',
  '/m/mine',
  '/m/set',
  '/m/changePsw',
  '/m/notice',
  '/m/member/notice',
  '/m/message',
  '/m/webEmail',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/bankCards',
  '/m/withdrawPassword',
  '/m/securityQuestions',
  '/m/securityCenter',
  '/m/twoStep',
  '/m/responsibleGaming',
  '/m/inviteFriends',
  '/m/member/benefits',
  '/m/gameRecord',
  '/m/transaction/record',
  '/m/vouReport',
  '/m/withdrawReport',
  '/m/profitandloss',
  '/m/upLine/transfer',
  '/m/rewardCenter',
  '/m/member/rebateReport',
  '/m/member/profile',
  '/m/member/referral',
  '/m/feedback',
  '/m/gameLobby',
  '/m/lotteryOrders?gameCode=PL_SSC1',
  '/m/agent',
  '/m/agent/team/overview',
  '/m/member/team',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/agentRegister',
  '/m/member/agent/agentDivident',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  '/m/redRain',
  '/m/redEnvelopes',
]

/** Screens of the app the walk leaves out, and why: each is walked by the journey named. */
export const NOT_WALKED: Partial<Record<ScreenId, string>> = {
  voucherPending: "the payment provider's return, with an order of its own (cashier journeys)",
  launchGame: 'leaves the app for the game (vendors journeys)',
  lotteryOrder: 'one placed ticket (lottery journeys)',
}

/** Opens `route` in the running app as a tap on a link does: the language and session stay loaded. */
export async function openInApp(page: Page, route: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, route)
}

/** How many of the page's requests are in flight, for `settle`. */
export function requestsInFlight(page: Page): () => number {
  let inFlight = 0
  page.on('request', () => inFlight++)
  page.on('requestfinished', () => inFlight--)
  page.on('requestfailed', () => inFlight--)
  return () => inFlight
}

/** The app has settled: no request in flight and no loading indicator for a moment. */
export async function settle(page: Page, inFlight: () => number) {
  const until = Date.now() + 8000
  let quietSince = 0
  while (Date.now() < until) {
    const busy = inFlight() > 0 || (await page.locator('.loading-screen, .adm-spin-loading, .adm-skeleton').count()) > 0
    if (busy) quietSince = 0
    else if (!quietSince) quietSince = Date.now()
    else if (Date.now() - quietSince > 250) return
    await page.waitForTimeout(50)
  }
}

/** Opens the in-house slot from the game list and waits until it can be played; answers its frame. */
export async function openInhouseSlot(page: Page) {
  await page.goto('/m/gameList?gameType=RNG&vassalage=INHOUSE')
  const tile = page.locator('ul.game-grid > li.game-tile', { hasText: 'Parlor Fortune Reels' }).first()
  await tile.waitFor({ timeout: 15_000 })
  await tile.locator('.game-tile__launch').click()
  await page.waitForURL('**/m/launchGame**')
  const game = page.frameLocator('iframe.launch-screen__frame')
  await game.locator('#play:not([disabled])').waitFor({ timeout: 20_000 })
  return game
}
