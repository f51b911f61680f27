/**
 * The lottery engine (decision 026) at phone size, against the server's own scheduler: a member
 * finds the one-minute SSC in the lottery list (names, never vendor codes), puts two bet types on
 * the slip with a 3-numero chase and places it; the balance drops by exactly the total. The first
 * numero draws, its result shows on the play screen, and the balance follows the order's wins; a
 * later chase sub-order is cancelled from the order detail and refunded; the drawn numero verifies
 * in the browser against its published commitment.
 *
 * Runs in its own project (e2e/vitest.own-server.config.ts): the draw is a real minute away.
 */
import type { Browser, Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { dismissPopup, signIn } from './support/auth.ts'
import { headerBalance, minorOf } from './support/balance.ts'
import { launch, phone, shot, watchConsole } from './support/browser.ts'

const GAME = 'PL_SSC1'
const english = `localStorage.setItem('language', 'EN')`
const RAW_CODES = /\b(TCG_LOTTO_VN|TCG_SEA|ELOTT|INHOUSE|PL_[A-Z0-9_]+|tcg_\w+|elott_\w+|inhouse_\w+)\b/

let browser: Browser
let page: Page
let problems: string[]
/** The member's session token, as the app sends it: the test reads order state the way the app does. */
let authorization = ''

interface SubOrder {
  id: number
  numero: string
  betType: string
  picks: string[]
  amount: number
  status: 'pending' | 'won' | 'lost' | 'cancelled' | 'stopped'
  win: number
  cancellable: boolean
}
interface OrderDetail {
  id: number
  numero: string
  total: number
  win: number
  refunded: number
  subOrders: SubOrder[]
}
interface Numero {
  numero: string
  status: 'scheduled' | 'drawn' | 'settled'
  closesAt: number
  drawsAt: number
  result: string[] | null
  seed: string | null
  commitHash: string
}

const cents = (major: number) => Math.round(major * 100)

async function api<T>(path: string, auth = false): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    headers: { language: 'EN', ...(auth ? { authorization } : {}) },
  })
  const body = (await res.json()) as { success: boolean; value: T; errorCode?: string }
  if (!body.success) throw new Error(`${path}: ${res.status} ${body.errorCode}`)
  return body.value
}
const detailOf = (orderId: number) => api<OrderDetail>(`/lgw/orders/detail?orderId=${orderId}`, true)
const opened = () => api<{ current: Numero; serverTime: number }>(`/lgw/games/opened/numero?gameCode=${GAME}`)

/**
 * What the balance must be, in minor units, given the order's state: every sub-order's amount
 * left, wins came back, cancelled (and stopped) sub-orders were refunded.
 */
const expectedBalance = (before: number, d: OrderDetail) =>
  d.subOrders.reduce(
    (sum, s) =>
      sum - cents(s.amount) + cents(s.win) + (s.status === 'cancelled' || s.status === 'stopped' ? cents(s.amount) : 0),
    before,
  )

async function homeBalance(): Promise<number> {
  await page.goto('/m/home')
  return headerBalance(page)
}

/**
 * The home balance agrees with the order's state. Draws keep settling the chase while the test
 * looks, so both are read again until they agree on one moment.
 */
async function expectBalanceFollows(before: number, orderId: number) {
  await expect
    .poll(
      async () => {
        const shown = await homeBalance()
        return shown - expectedBalance(before, await detailOf(orderId))
      },
      { timeout: 60_000, interval: 2_000 },
    )
    .toBe(0)
}

/** Fills a text input, or the input inside a stepper. */
async function fillNumber(testId: string, value: number) {
  const el = page.getByTestId(testId)
  const input = (await el.evaluate((e) => e.tagName)) === 'INPUT' ? el : el.locator('input').first()
  await input.fill(String(value))
  await input.blur()
}

async function addToSlip(betType: string, picks: string[], stake: number) {
  await page.getByTestId(`lottery-bettype-${betType}`).click()
  for (const pick of picks) await page.getByTestId(`lottery-pick-${pick}`).click()
  await fillNumber('lottery-stake', stake)
  await page.getByTestId('lottery-add').click()
}

beforeAll(async () => {
  browser = await launch()
  const ctx = await phone(browser)
  await ctx.addInitScript(english)
  page = await ctx.newPage()
  problems = watchConsole(page)
  page.on('request', (r) => {
    const token = r.headers().authorization
    if (token) authorization = token
  })
  await signIn(page)
  // The signed-in announcement comes once per session: closed here, it stays out of the way.
  await page.goto('/m/home')
  await dismissPopup(page, { ifShown: true })
})
afterAll(async () => {
  await browser?.close()
})

describe('the lottery engine', () => {
  it('buys a one-minute SSC ticket with a chase, sees the draw settle, cancels a sub-order and verifies', async () => {
    expect(authorization).not.toBe('')
    // The wallet's own figure, and the home header showing the same (a load may show an older one).
    const before = cents((await api<{ sumBalance: number }>('/wps/v2/wallets/balance', true)).sumBalance)
    await expect.poll(homeBalance, { timeout: 30_000, interval: 1_000 }).toBe(before)

    // The list: lotteries by name and icon, never a vendor or engine code.
    const listed = page.waitForResponse((r) => r.url().includes('/lgw/games/mobile'))
    await page.goto('/m/moreLottery')
    const items = (
      (await (await listed).json()) as { value: { displayName: string; vendor: string; lotteryCode: string | null }[] }
    ).value
    const ssc = items.find((g) => g.vendor === 'INHOUSE' && g.lotteryCode === GAME)
    if (!ssc) throw new Error(`${GAME} is not in the lottery list: ${JSON.stringify(items.slice(0, 5))}`)
    const sscTile = page.getByText(ssc.displayName, { exact: true }).first()
    await sscTile.waitFor({ timeout: 15_000 })
    expect(await page.locator('main').textContent()).not.toMatch(RAW_CODES)
    await shot(page, 'lottery-engine-01-list')

    const openedAnswer = page.waitForResponse((r) => r.url().includes('/lgw/games/opened/numero'))
    await sscTile.click()
    await page.waitForURL((u) => u.pathname === '/m/startLottery' && u.searchParams.get('gameCode') === GAME)
    expect((await openedAnswer).ok()).toBe(true)
    await page.getByTestId('lottery-countdown').waitFor({ timeout: 15_000 })
    await expect.poll(() => page.getByTestId('lottery-numero').textContent()).toMatch(/^\d{8}-\d{4}$/)
    const slipBalance = page.getByTestId('lottery-slip').getByTestId('header-balance')
    await expect.poll(async () => minorOf((await slipBalance.textContent()) ?? ''), { timeout: 15_000 }).toBe(before)
    expect(await page.locator('main').textContent()).not.toMatch(RAW_CODES)
    await shot(page, 'lottery-engine-02-play')

    // Two bet types: digits 3 and 7 at the first position (2 × 2.00), and "big" on the sum (5.00).
    await addToSlip('P1', ['3', '7'], 2)
    await addToSlip('SUM_BS', ['B'], 5)
    await expect.poll(() => page.getByTestId('lottery-slip-item').count()).toBe(2)
    await fillNumber('lottery-chase', 3)
    const total = (2 * 2 + 5) * 3
    await expect
      .poll(async () => minorOf((await page.getByTestId('lottery-total').textContent()) ?? ''))
      .toBe(total * 100)
    await page.getByTestId('lottery-slip').scrollIntoViewIfNeeded()
    await shot(page, 'lottery-engine-03-slip')

    // Betting closes five seconds before each draw: place on a numero with time left to sell.
    const sale = await opened()
    if (sale.current.closesAt - sale.serverTime < 10_000) {
      await expect
        .poll(async () => (await opened()).current.numero, { timeout: 30_000, interval: 1_000 })
        .not.toBe(sale.current.numero)
      await expect
        .poll(() => page.getByTestId('lottery-numero').textContent(), { timeout: 15_000 })
        .not.toBe(sale.current.numero)
    }
    const placed = page.waitForResponse(
      (r: Response) => r.url().includes('/lgw/orders') && r.request().method() === 'POST',
    )
    await page.getByTestId('lottery-place').click()
    const placeRes = await placed
    const order = ((await placeRes.json()) as { success: boolean; value: OrderDetail & { balance: number } }).value
    expect(placeRes.status()).toBe(200)
    expect(order.total).toBe(total)
    expect(order.subOrders).toHaveLength(6)
    const numeros = [...new Set(order.subOrders.map((s) => s.numero))].sort()
    expect(numeros).toHaveLength(3)
    expect(numeros[0]).toBe(order.numero)
    expect(cents(order.balance)).toBe(before - total * 100)
    // The slip's balance (the header's) dropped by exactly the total; the slip is empty again.
    await expect
      .poll(async () => minorOf((await slipBalance.textContent()) ?? ''), { timeout: 15_000 })
      .toBe(before - total * 100)
    await expect.poll(() => page.getByTestId('lottery-slip-item').count()).toBe(0)
    await shot(page, 'lottery-engine-04-placed')
    const [first, , third] = numeros as [string, string, string]

    // The first numero draws on the server's scheduler and its sub-orders settle.
    await expect
      .poll(async () => (await api<Numero>(`/lgw/draw?gameCode=${GAME}&numero=${first}`)).status, {
        timeout: 150_000,
        interval: 2_000,
      })
      .toBe('settled')
    const drawn = await api<Numero>(`/lgw/draw?gameCode=${GAME}&numero=${first}`)
    const result = drawn.result as string[]
    expect(result).toHaveLength(5)
    // The play screen shows it as the last result.
    const last = page.getByTestId('lottery-last-result')
    await expect.poll(() => last.getAttribute('data-numero'), { timeout: 30_000 }).toBe(first)
    expect(await last.locator('.results-ball').allTextContents()).toEqual(result)
    await shot(page, 'lottery-engine-05-drawn')

    // Each sub-order of the drawn numero settled by the rules, and the balance moved by their wins.
    const settled = await detailOf(order.id)
    const ofFirst = settled.subOrders.filter((s) => s.numero === first)
    const sum = result.reduce((n, d) => n + Number(d), 0)
    const p1 = ofFirst.find((s) => s.betType === 'P1') as SubOrder
    const big = ofFirst.find((s) => s.betType === 'SUM_BS') as SubOrder
    expect(p1.status).toBe(['3', '7'].includes(result[0] as string) ? 'won' : 'lost')
    expect(big.status).toBe(sum >= 23 ? 'won' : 'lost')
    // Stake × odds per hit: one of two digits can hit (2.00 × 9.8), "big" 5.00 × 1.98.
    expect(cents(p1.win)).toBe(p1.status === 'won' ? 1960 : 0)
    expect(cents(big.win)).toBe(big.status === 'won' ? 990 : 0)
    await expectBalanceFollows(before, order.id)

    // My orders, then the order's detail: six bets, the first two settled as above.
    await page.goto(`/m/startLottery?gameCode=${GAME}`)
    await page.getByTestId('lottery-orders-link').click()
    await page.waitForURL((u) => u.pathname === '/m/lotteryOrders')
    const orderRow = page.getByTestId('lottery-order-row').first()
    await orderRow.waitFor({ timeout: 15_000 })
    await shot(page, 'lottery-engine-06-orders')
    await orderRow.click()
    await page.waitForURL((u) => u.pathname === '/m/lotteryOrder' && u.searchParams.get('orderId') === String(order.id))
    const rows = page.getByTestId('lottery-suborder-row')
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(6)
    const rowOf = (id: number) => page.locator(`[data-testid="lottery-suborder-row"][data-suborder-id="${id}"]`)
    for (const s of ofFirst) {
      await expect
        .poll(() => rowOf(s.id).getByTestId('lottery-suborder-status').getAttribute('data-status'))
        .toBe(s.status)
      if (s.status === 'won') expect(await rowOf(s.id).textContent()).toContain(`Win ${s.win.toFixed(2)}`)
    }
    await shot(page, 'lottery-engine-07-detail')

    // Cancel the third numero's "big" sub-order: its numero is still open, so it is refunded.
    const target = order.subOrders.find((s) => s.numero === third && s.betType === 'SUM_BS') as SubOrder
    const cancelled = page.waitForResponse((r) => r.url().includes('/lgw/orders/suborders/cancel'))
    await rowOf(target.id).getByTestId('lottery-suborder-cancel').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText(third).waitFor()
    await shot(page, 'lottery-engine-08-cancel-confirm')
    await dialog.getByRole('button', { name: 'Cancel bet' }).click()
    const cancelBody = (await (await cancelled).json()) as { success: boolean; value: { subOrder: SubOrder } }
    expect(cancelBody.success).toBe(true)
    expect(cancelBody.value.subOrder).toMatchObject({ id: target.id, status: 'cancelled' })
    await expect
      .poll(() => rowOf(target.id).getByTestId('lottery-suborder-status').getAttribute('data-status'))
      .toBe('cancelled')
    expect(await rowOf(target.id).textContent()).toContain(`Refund ${target.amount.toFixed(2)}`)
    await dialog.waitFor({ state: 'detached' })
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 10_000 })
    await shot(page, 'lottery-engine-09-cancelled')
    expect((await detailOf(order.id)).refunded).toBe(target.amount)
    await expectBalanceFollows(before, order.id)

    // The drawn numero among the results, with the trend, and verified in the browser: the seed's
    // hash is the commitment published before the numero opened, and the seed draws the result.
    await page.goto(`/m/lotteryResults?gameCode=${GAME}`)
    const resultRow = page.getByTestId('lottery-result-row').filter({ hasText: first })
    await resultRow.waitFor({ timeout: 15_000 })
    await shot(page, 'lottery-engine-10-results')
    await page.getByRole('tab', { name: /trend/i }).click()
    await page.locator('.results-trend').waitFor()
    await shot(page, 'lottery-engine-11-trend')
    await page.getByRole('tab', { name: /history/i }).click()
    await resultRow.getByRole('link').click()
    await page.waitForURL((u) => u.pathname === '/m/lotteryVerify' && u.searchParams.get('numero') === first)
    await page.getByTestId('lottery-verify-ok').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('lottery-verify-commit').textContent()).toBe(drawn.commitHash)
    expect(await page.getByTestId('lottery-verify-seed').textContent()).toBe(drawn.seed)
    await shot(page, 'lottery-engine-12-verified')

    expect(problems.filter((p) => !p.startsWith('Failed to load resource'))).toEqual([])
  })
})
