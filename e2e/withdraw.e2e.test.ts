/**
 * Withdrawals at phone size, end to end, each journey with a member registered for it (their
 * cards, password and holds are state): bind a card in the payee name, set the withdrawal
 * password, withdraw and see the hold, the operator approves and the sandbox pays it out; a
 * wrong withdrawal password refused; a withdrawal blocked by unmet turnover saying how much is
 * left to bet.
 */
import type { Envelope } from '@parlor/contract'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { presetStorage, readStorage, signIn, withoutFailedRequests } from './support/auth.ts'
import { launch, phone, shot, watchConsole } from './support/browser.ts'
import { adminCall, creditMember } from './support/operator.ts'
import { registerByUsername } from './support/register.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const stamp = Date.now().toString(36).slice(-5)
const PAYEE = 'Maria Santos'

/** Registers a fresh member on demo (username tab, payee name given) and lands signed in. */
async function registerMember(ctx: BrowserContext, prefix: string): Promise<{ page: Page; problems: string[] }> {
  const page = await ctx.newPage()
  const problems = watchConsole(page)
  await registerByUsername(ctx, page, `${prefix}${stamp}`, 'demo1234', { payeeName: PAYEE })
  return { page, problems }
}

async function openContext(): Promise<BrowserContext> {
  const ctx = await phone(browser)
  await ctx.addInitScript(presetStorage({ language: 'EN', merchant: 'demo' }))
  return ctx
}

const usernameOf = async (page: Page) =>
  JSON.parse((await readStorage(page)).session.MC_SESSION_INFO ?? '{}').userName as string

/** A member call with the session token the page holds, answering the envelope as it came. */
async function memberFetch<T>(page: Page, method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const token = JSON.parse((await readStorage(page)).session.MC_SESSION_INFO ?? '{}').token as string
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: { Authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await res.json()) as Envelope<T>
}

async function memberCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await memberFetch<T>(page, method, path, body)
  if (!answer.success) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`)
  return answer.value
}

/** Credits the member without a deposit (an operator adjustment), so no turnover is required. */
const credit = async (page: Page, amount: string) =>
  creditMember(await usernameOf(page), amount, 'e2e withdrawal journey')

/** A card and a withdrawal password through the API, for journeys about what comes after. */
async function prepareForWithdrawal(page: Page, password: string) {
  await memberCall(page, 'POST', '/wps/member/bankCard', {
    bankCode: 'BPI',
    accountName: PAYEE,
    accountNumber: '9876543210',
  })
  await memberCall(page, 'POST', '/wps/member/paymentPassword', {
    newPassword: password,
    confirmPassword: password,
  })
}

const figure = (page: Page, id: string) => page.getByTestId(id).textContent()

/** Waits until no toast covers the screen (a screenshot should show the screen itself). */
const noToast = (page: Page) => page.locator('.adm-toast-mask').first().waitFor({ state: 'hidden', timeout: 10_000 })

describe('withdrawals', { timeout: 180_000 }, () => {
  it('binds a card, sets the password, withdraws onto hold, and is paid after the operator approves', async () => {
    const ctx = await openContext()
    const { page, problems } = await registerMember(ctx, 'wdpay')
    await credit(page, '1000')

    await page.goto('/m/withdraw')
    await expect.poll(() => figure(page, 'withdraw-balance'), { timeout: 15_000 }).toBe('₱1,000.00')
    await page.getByText('Bind a bank card first').waitFor()
    await shot(page, 'withdraw-01-no-card')

    await page.getByRole('button', { name: 'Bind a card' }).click()
    await page.waitForURL('**/m/bankCards?bind=1')
    const name = page.getByLabel('Account name')
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe(PAYEE)
    await page.getByLabel('Bank', { exact: true }).selectOption('BDO')
    await page.getByLabel('Account number').fill('0012 3456 7890')
    await shot(page, 'withdraw-02-bind-card')
    await page.getByRole('button', { name: 'Bind card' }).click()

    await page.waitForURL('**/m/withdraw')
    await expect.poll(() => page.getByRole('radio', { name: /BDO Unibank \*+7890/ }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Set withdrawal password' }).click()
    await page.waitForURL('**/m/withdrawPassword')
    await page.getByLabel('New withdrawal password (6 digits)').fill('135790')
    await page.getByLabel('Repeat the new password').fill('135790')
    await noToast(page)
    await shot(page, 'withdraw-03-set-password')
    await page.getByRole('button', { name: 'Set password' }).click()

    await page.waitForURL('**/m/withdraw')
    await page.getByLabel('Amount').fill('300')
    await page.getByLabel('Withdrawal password').fill('135790')
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    const status = page.getByTestId('withdraw-status')
    await status.getByText('Pending').waitFor({ timeout: 15_000 })
    await expect.poll(() => figure(page, 'withdraw-on-hold')).toBe('₱300.00')
    await expect.poll(() => figure(page, 'withdraw-balance')).toBe('₱700.00')
    await status.getByRole('button', { name: 'Cancel withdrawal' }).waitFor()
    await noToast(page)
    await shot(page, 'withdraw-04-on-hold')

    const orderText = await status.getByText(/^Order no\. /).textContent()
    const orderNo = /^Order no\. (\S+)$/.exec(orderText ?? '')?.[1]
    expect(orderNo).toBeTruthy()
    await adminCall(`/admin/cashier/withdrawals/${orderNo}/approve`, { merchant: 'demo', operator: 'e2e' })
    // The sandbox pays out asynchronously; the screen follows the open withdrawal by itself.
    await status.getByText('Paid').first().waitFor({ timeout: 60_000 })
    await expect.poll(() => figure(page, 'withdraw-on-hold'), { timeout: 15_000 }).toBe('₱0.00')
    expect(await figure(page, 'withdraw-balance')).toBe('₱700.00')
    await noToast(page)
    await shot(page, 'withdraw-05-paid')

    // The security centre shows what now protects the payouts.
    await page.goto('/m/securityCenter')
    const cards = page.locator('.adm-list-item', { hasText: 'Bank cards' })
    await cards.getByText('1 card').waitFor({ timeout: 15_000 })
    await page.locator('.adm-list-item', { hasText: 'Withdrawal password' }).getByText('Set', { exact: true }).waitFor()
    await page.getByText('Forgot withdrawal password').scrollIntoViewIfNeeded()
    await shot(page, 'withdraw-08-security-centre')

    expect(withoutFailedRequests(problems)).toEqual([])
    await ctx.close()
  })

  it('refuses a wrong withdrawal password and says so at the field; sets security questions', async () => {
    const ctx = await openContext()
    const { page, problems } = await registerMember(ctx, 'wdpass')
    await credit(page, '500')
    await prepareForWithdrawal(page, '246802')

    await page.goto('/m/withdraw')
    await expect.poll(() => figure(page, 'withdraw-balance'), { timeout: 15_000 }).toBe('₱500.00')
    await page.getByLabel('Amount').fill('200')
    await page.getByLabel('Withdrawal password').fill('111111')
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    const message = page.locator('#wd-password-error')
    await message.waitFor({ timeout: 15_000 })
    expect(await message.textContent()).toBe('Wrong withdrawal password. 4 tries left.')
    expect(await page.getByLabel('Withdrawal password').getAttribute('aria-invalid')).toBe('true')
    await shot(page, 'withdraw-06-wrong-password')
    // Nothing moved.
    expect(await figure(page, 'withdraw-on-hold')).toBe('₱0.00')
    expect(await figure(page, 'withdraw-balance')).toBe('₱500.00')

    // Security questions: two from the server's catalogue, then listed (never their answers).
    await page.goto('/m/securityQuestions')
    await page.getByText('No security questions set yet.').waitFor({ timeout: 15_000 })
    await page.getByLabel('First question', { exact: true }).selectOption({ index: 1 })
    await page.getByLabel('Answer to the first question').fill('Bantay')
    await page.getByLabel('Second question', { exact: true }).selectOption({ index: 2 })
    await page.getByLabel('Answer to the second question').fill('Cebu')
    await page.getByRole('button', { name: 'Save questions' }).click()
    await expect.poll(() => page.getByTestId('questions-set').locator('li').count(), { timeout: 15_000 }).toBe(2)
    expect(await page.getByTestId('questions-set').textContent()).not.toMatch(/Bantay|Cebu/)
    await noToast(page)
    await shot(page, 'withdraw-09-security-questions')

    // The server answers the refused request with 400, which the browser logs as a failed load.
    expect(withoutFailedRequests(problems)).toEqual([])
    await ctx.close()
  })

  it('blocks a withdrawal while the last deposit is not yet bet, saying how much is left', async () => {
    const ctx = await openContext()
    const { page, problems } = await registerMember(ctx, 'wdturn')
    // A manual transfer the operator confirms: a real deposit, which demo requires to be bet once.
    const channels = await memberCall<{ channels: { id: number; code: string }[] }>(
      page,
      'GET',
      '/wps/relay/MCS2_depositBanksByVendor',
    )
    const bank = channels.channels.find((c) => c.code === 'bank_transfer')
    expect(bank).toBeTruthy()
    const { deposit } = await memberCall<{ deposit: { orderNo: string } }>(
      page,
      'POST',
      '/wps/relay/MCS2_depositManualTransfer',
      {
        channelId: bank?.id,
        amount: '800',
        payerReference: 'E2E-TURNOVER',
        transferredAt: Date.now(),
        requestKey: `e2e-dep-${stamp}-turnover`,
      },
    )
    await adminCall(`/admin/cashier/deposits/${deposit.orderNo}/confirm`, { merchant: 'demo', operator: 'e2e' })
    await prepareForWithdrawal(page, '135790')

    await page.goto('/m/withdraw')
    await expect.poll(() => figure(page, 'withdraw-balance'), { timeout: 15_000 }).toBe('₱800.00')
    await page.getByText('Bet ₱800.00 more to withdraw.').waitFor()
    expect(await figure(page, 'withdraw-withdrawable')).toBe('₱0.00')
    await page.getByLabel('Amount').fill('500')
    await page.getByLabel('Withdrawal password').fill('135790')
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await page.locator('#wd-amount-error').getByText('Bet ₱800.00 more to withdraw.').waitFor()
    await shot(page, 'withdraw-07-turnover')

    // The server holds the same line when asked directly, with the amount still to bet.
    const [card] = await memberCall<{ id: number }[]>(page, 'GET', '/wps/relay/MCS2_bankCards')
    const refused = await memberFetch(page, 'POST', '/wps/transaction/withdraw', {
      bankCardId: card?.id,
      amount: '500',
      withdrawPassword: '135790',
      requestKey: `e2e-wd-${stamp}-turnover`,
    })
    expect(refused).toMatchObject({
      success: false,
      errorCode: 'cashier.withdraw.turnover',
      value: { remaining: 800 },
    })

    expect(withoutFailedRequests(problems)).toEqual([])
    await ctx.close()
  })

  it('shows what the member’s VIP level still allows today', async () => {
    const ctx = await openContext()
    const page = await ctx.newPage()
    const problems = watchConsole(page)
    // A seeded member, graded by the VIP job when the server started (a new member holds the entry
    // level from registration). Only looked at, nothing changed.
    await signIn(page, 'lina')
    await page.goto('/m/withdraw')
    const allowance = page.getByTestId('withdraw-vip-allowance')
    await allowance.getByText(/^VIP \d daily limits$/).waitFor({ timeout: 15_000 })
    expect(await allowance.textContent()).toMatch(/Withdrawals left today: \d+ of \d+/)
    expect(await allowance.textContent()).toMatch(/Amount left today: ₱[\d,]+\.\d{2} of ₱[\d,]+\.\d{2}/)
    await allowance.scrollIntoViewIfNeeded()
    await shot(page, 'withdraw-09-vip-allowance')
    expect(withoutFailedRequests(problems)).toEqual([])
    await ctx.close()
  })
})
