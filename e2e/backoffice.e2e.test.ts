/**
 * The back office at 1440×900 (the player app beside it at 390×844), one staff member per role
 * signing in with password and TOTP: the owner enrols an authenticator; a content editor publishes
 * a banner (uploaded image) and a notice the player app then shows, sets up a mission a new
 * member joins, and changes a rebate rate and a VIP level a new member then sees; finance approves a withdrawal
 * the member sees paid; an admin turns a module off for demo2 and demo2's member centre loses its
 * entry; support opens a member but cannot adjust a balance, not even by calling the server, and
 * sees a fresh member's limit and break and resets that member's two-step sign-in; an
 * admin puts a vendor under maintenance and its games say so; the audit log lists all of it.
 *
 * Runs in the e2e-own-server project (a server of its own): it changes merchant-wide state the
 * other journeys assert on, and the last journey reads the audit log the others wrote. The steps
 * run in order and share the staff sessions: a TOTP step is accepted once per account, so each
 * account signs in once.
 */
import type { BoRebateSettings, Envelope } from '@parlor/contract'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../apps/server/src/db/seed/staff.ts'
import { dismissPopup, presetStorage, readStorage, signIn, withoutFailedRequests } from './support/auth.ts'
import { launch, phone, settled, shot, watchConsole } from './support/browser.ts'
import { registerByUsername } from './support/register.ts'
import { gradientPng } from './support/images.ts'
import { totp } from './support/totp.ts'

const DESKTOP = { width: 1440, height: 900 }
const stamp = Date.now().toString(36).slice(-5)
const MAINTENANCE_TEXT = "This game's provider is under maintenance. Please try another game or come back later."

let browser: Browser
/** Staff sessions kept for the later steps (owner reads the audit log; admin acts twice). */
const desks = new Map<string, { ctx: BrowserContext; page: Page; problems: string[] }>()

beforeAll(async () => {
  browser = await launch()
})
// A failed step leaves a picture of every staff screen it had open, to see what the step met.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return
  for (const [name, d] of desks) await shot(d.page, `backoffice-failed-${name}`).catch(() => undefined)
})
afterAll(async () => {
  for (const d of desks.values()) await d.ctx.close().catch(() => undefined)
  await browser?.close()
})

async function desktop(): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: DESKTOP, baseURL: inject('baseUrl'), locale: 'en-US' })
  await ctx.addInitScript(presetStorage({ 'parlor.bo.language': 'EN' }))
  return ctx
}

async function player(merchant: 'demo' | 'demo2'): Promise<BrowserContext> {
  const ctx = await phone(browser)
  await ctx.addInitScript(presetStorage({ language: 'EN', merchant }))
  return ctx
}

const secretOf = (username: string) => {
  const s = DEMO_STAFF.find((x) => x.username === username)?.totpSecret
  if (!s) throw new Error(`no seeded TOTP secret for ${username}`)
  return s
}

/** The password step of the sign-in screen. */
async function passwordStep(page: Page, username: string) {
  await page.goto('/bo/login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** Signs an enrolled demo staff member in (password, then the authenticator's code); kept for later steps. */
async function staffDesk(username: string) {
  const kept = desks.get(username)
  if (kept) return kept
  const ctx = await desktop()
  const page = await ctx.newPage()
  const problems = watchConsole(page)
  await passwordStep(page, username)
  const code = page.getByLabel('Authenticator code')
  await code.waitFor()
  await code.fill(totp(secretOf(username)))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((u) => !u.pathname.startsWith('/bo/login'), { timeout: 20_000 })
  const desk = { ctx, page, problems }
  desks.set(username, desk)
  return desk
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })

/** Waits until antd's toasts are gone, so a screenshot shows the screen. */
const noToast = (page: Page) =>
  page
    .locator('.ant-message-notice')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined)

/** The confirm button of an open antd Popconfirm (rendered in a portal at the end of the page). */
const confirmIn = (page: Page, name: string) => page.getByRole('tooltip').getByRole('button', { name, exact: true })

/** A member call with the session token the player page holds. */
async function memberCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = JSON.parse((await readStorage(page)).session.MC_SESSION_INFO ?? '{}').token as string
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: { Authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await res.json()) as Envelope<T>
  if (!answer.success) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`)
  return answer.value
}

/** Operator set-up outside the journey's subject (X-Admin-Token, the deployment's owner token). */
async function operatorRequest<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      'x-admin-token': inject('adminToken'),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await res.json()) as Envelope<T>
  if (!answer.success) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`)
  return answer.value
}

const operatorCall = <T>(path: string, body: unknown) => operatorRequest<T>('POST', path, body)

const entryNames = (page: Page) =>
  page
    .getByRole('navigation', { name: 'More services' })
    .locator('.mc-grid__item, .adm-list-item')
    .allInnerTexts()
    .then((texts) => texts.map((t) => t.trim()))

async function openCentre(page: Page) {
  await page.goto('/m/member/home')
  await page.getByRole('heading', { name: 'Member centre' }).waitFor()
  await page.getByRole('navigation', { name: 'Quick actions' }).waitFor()
}

const BANNER_TITLE = `Weekend jackpot ${stamp}`
const NOTICE_TITLE = `Cashier hours ${stamp}`
const NOTICE_TEXT = `Withdrawals are reviewed around the clock from ${stamp}.`
const MISSION_TITLE = `Live table mission ${stamp}`
const APPROVAL_TITLE = `Welcome bonus checked ${stamp}`
let withdrawalOrder = ''

describe('the back office', { timeout: 240_000 }, () => {
  it('the owner enrols an authenticator at the first sign-in and keeps the recovery codes', async () => {
    const ctx = await desktop()
    const page = await ctx.newPage()
    const problems = watchConsole(page)
    await passwordStep(page, 'owner')

    await heading(page, 'Set up two-step sign-in').waitFor()
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' })
    await qr.waitFor()
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await qr.getAttribute('src')).toMatch(/^data:image\//)
    const shown = (await page.getByTestId('totp-secret').textContent()) ?? ''
    const secret = shown.replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    await shot(page, 'backoffice-01-enrol')

    // The code an authenticator app would show for the secret on the screen.
    await page.getByLabel('First code from the app').fill(totp(secret))
    await page.getByRole('button', { name: 'Confirm and sign in' }).click()

    await heading(page, 'Your recovery codes').waitFor()
    const codes = await page.getByTestId('recovery-codes').locator('li').allInnerTexts()
    expect(codes).toHaveLength(10)
    for (const c of codes) expect(c.trim()).toMatch(/^[a-z0-9]{5}-?[a-z0-9]{5}$/i)
    expect(new Set(codes).size).toBe(10)
    const go = page.getByRole('button', { name: 'Continue to the back office' })
    expect(await go.isDisabled()).toBe(true)
    await shot(page, 'backoffice-02-recovery-codes')
    await page.getByRole('checkbox', { name: 'I saved them somewhere safe' }).check()
    await go.click()

    await page.waitForURL((u) => u.pathname === '/bo/' || u.pathname === '/bo')
    await heading(page, 'Dashboard').waitFor()
    await page.getByText('Olivia Owner').waitFor()
    await noToast(page)
    await shot(page, 'backoffice-03-dashboard')

    // Shown once: signing in again asks for a code, never the secret or the codes.
    const again = await desktop()
    const second = await again.newPage()
    await passwordStep(second, 'owner')
    await second.getByLabel('Authenticator code').waitFor()
    expect(await second.getByTestId('totp-secret').count()).toBe(0)
    await again.close()

    expect(withoutFailedRequests(problems)).toEqual([])
    desks.set('owner', { ctx, page, problems })
  })

  it('a content editor publishes a banner with an uploaded image and a notice; the player app shows them', async () => {
    const { page, problems } = await staffDesk('content')
    await page.goto('/bo/content/announcements?merchant=demo')
    await heading(page, 'Announcements').waitFor()
    await page.getByRole('tab', { name: 'Banners', exact: true }).waitFor()

    // The banner: title in English, an image uploaded from disk.
    await page.getByRole('button', { name: 'New banner' }).click()
    const drawer = page.getByRole('dialog')
    // The merchant's default language (Tagalog) needs a title; the player app here reads English.
    await drawer.getByRole('tab', { name: 'Tagalog' }).click()
    await drawer.getByRole('tabpanel').getByLabel('Title').fill(`Jackpot sa katapusan ng linggo ${stamp}`)
    await drawer.getByRole('tab', { name: 'English' }).click()
    await drawer.getByRole('tabpanel').getByLabel('Title').fill(BANNER_TITLE)
    const chooser = page.waitForEvent('filechooser')
    await drawer.getByRole('button', { name: 'Upload' }).click()
    await (await chooser).setFiles(gradientPng(750, 300, 'banner.png'))
    const image = drawer.getByLabel('Image')
    const uploaded = await expect
      .poll(() => image.inputValue(), { timeout: 20_000 })
      .toMatch(/^\/cdn\//)
      .then(
        () => true,
        () => false,
      )
    // The upload is what this step is about: a refusal fails the journey, but the rest of it (the
    // player app, the audit log) still runs with an image the demo already serves.
    expect.soft(uploaded, 'the banner image upload').toBe(true)
    if (!uploaded) await image.fill('/cdn/banners/app.svg')
    await drawer.getByLabel('Link').fill('/m/rewardCenter')
    await shot(page, 'backoffice-04-banner-form')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await drawer.waitFor({ state: 'hidden' })
    // The list names each item in the merchant's first language: found by the run's stamp.
    const bannerRow = page.getByRole('row').filter({ hasText: stamp })
    await bannerRow.waitFor()
    await bannerRow.getByText('Live').waitFor()
    await noToast(page)
    await shot(page, 'backoffice-05-banner-list')

    // The notice (the home's marquee and the notice page).
    await page.getByRole('tab', { name: 'Notices', exact: true }).click()
    await page.getByRole('button', { name: 'New notice' }).click()
    const notice = page.getByRole('dialog')
    await notice.getByRole('tab', { name: 'Tagalog' }).click()
    await notice.getByRole('tabpanel').getByLabel('Title').fill(`Oras ng kahera ${stamp}`)
    await notice
      .getByRole('tabpanel')
      .getByLabel('Content (HTML)')
      .fill('<p>Sinusuri ang mga withdrawal buong araw.</p>')
    await notice.getByRole('tab', { name: 'English' }).click()
    const pane = notice.getByRole('tabpanel')
    await pane.getByLabel('Title').fill(NOTICE_TITLE)
    await pane.getByLabel('Content (HTML)').fill(`<p>${NOTICE_TEXT}</p>`)
    await shot(page, 'backoffice-06-notice-form')
    await notice.getByRole('button', { name: 'Save' }).click()
    await notice.waitFor({ state: 'hidden' })
    await page.getByRole('row').filter({ hasText: stamp }).getByText('Live').waitFor()
    await noToast(page)
    await shot(page, 'backoffice-06b-notice-list')
    expect(withoutFailedRequests(problems)).toEqual([])

    const ctx = await player('demo')
    try {
      const home = await ctx.newPage()
      await home.goto('/m/home')
      const carousel = home.getByTestId('banner-carousel')
      await carousel.waitFor({ timeout: 20_000 })
      const img = carousel.getByRole('img', { name: BANNER_TITLE }).first()
      await img.waitFor({ state: 'attached' })
      expect(await img.getAttribute('src')).toMatch(/^\/cdn\//)
      await expect
        .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 15_000 })
        .toBe(true)
      await expect.poll(() => home.getByTestId('notice-marquee').textContent()).toContain(NOTICE_TITLE)
      // The popup for visitors may open over the home; it is not this journey's business.
      await dismissPopup(home, { ifShown: true })
      await home.evaluate(() => window.scrollTo(0, 0))
      await shot(home, 'backoffice-07-player-home')

      await home.goto('/m/notice')
      const card = home.getByTestId('notice-list').locator('li').filter({ hasText: NOTICE_TITLE })
      await card.waitFor({ timeout: 15_000 })
      await card.getByText(NOTICE_TEXT).waitFor()
      await card.scrollIntoViewIfNeeded()
      await shot(home, 'backoffice-08-player-notice')
    } finally {
      await ctx.close()
    }
  })

  it('a content editor sets up a weekly live-casino mission; a new member finds it and joins', async () => {
    const { page, problems } = await staffDesk('content')
    await page.goto('/bo/promotions?merchant=demo')
    await heading(page, 'Promotions').waitFor()
    // The demo's seeded promotions, with what they have paid.
    await page.getByRole('row').filter({ hasText: 'Daily check-in' }).first().waitFor()

    await page.getByRole('button', { name: 'New promotion' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByText('Weekly mission', { exact: true }).click()
    await drawer.getByLabel('Tab').click()
    await page.locator('.ant-select-item-option', { hasText: 'Live casino' }).click()
    await drawer.getByRole('tab', { name: 'Tagalog' }).click()
    await drawer.getByRole('tabpanel').getByLabel('Title').fill(`Misyon sa live ${stamp}`)
    await drawer.getByRole('tab', { name: 'English' }).click()
    const pane = drawer.getByRole('tabpanel')
    await pane.getByLabel('Title').fill(MISSION_TITLE)
    await pane
      .getByLabel('Rules (HTML)')
      .fill('<p>Bet <b>50.00</b> in live casino this week and claim <b>7.50</b>.</p>')
    await drawer.getByLabel('Reward', { exact: true }).fill('7.50')
    await drawer.getByLabel('Game type').click()
    await page.locator('.ant-select-item-option', { hasText: 'Live casino' }).last().click()
    await drawer.getByLabel('Bet target').fill('50')
    await shot(page, 'backoffice-08b-promotion-form')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await drawer.waitFor({ state: 'hidden' })
    const row = page.getByRole('row').filter({ hasText: stamp })
    await row.getByText('7.50 for 50.00 bet in Live casino').waitFor()
    await row.getByText('Live', { exact: true }).waitFor()
    await noToast(page)
    await shot(page, 'backoffice-08c-promotion-list')
    expect(withoutFailedRequests(problems)).toEqual([])

    const ctx = await player('demo')
    try {
      const member = await ctx.newPage()
      await registerByUsername(ctx, member, `bopr${stamp}`, 'demo1234')
      await member.goto('/m/activity')
      await member.getByRole('tab', { name: 'Live casino' }).click()
      await member.getByRole('button', { name: new RegExp(MISSION_TITLE) }).click()
      await member.getByText('Bet 50.00 in live casino this week').waitFor()
      await member.getByRole('button', { name: 'Join', exact: true }).click()
      await member.getByRole('button', { name: 'Joined', exact: true }).waitFor()
      await member.getByText('0.00 of 50.00 bet').waitFor()
      expect(await member.getByRole('link', { name: 'Play now' }).getAttribute('href')).toBe(
        '/m/gameList?gameType=LIVE',
      )
      await shot(member, 'backoffice-08d-player-mission')
    } finally {
      await ctx.close()
    }
  })

  it('a content editor makes a check-in for new members that needs approval; a claim waits, is approved, and is paid', async () => {
    const { page, problems } = await staffDesk('content')
    await page.goto('/bo/promotions?merchant=demo')
    await heading(page, 'Promotions').waitFor()
    await page.getByRole('button', { name: 'New promotion' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('tab', { name: 'Tagalog' }).click()
    await drawer.getByRole('tabpanel').getByLabel('Title').fill(`Bonus sa bago ${stamp}`)
    await drawer.getByRole('tab', { name: 'English' }).click()
    await drawer.getByRole('tabpanel').getByLabel('Title').fill(APPROVAL_TITLE)
    await drawer
      .getByRole('tabpanel')
      .getByLabel('Rules (HTML)')
      .fill('<p>New members claim <b>4.00</b> once a day; our team checks each claim.</p>')
    await drawer.getByLabel('Reward', { exact: true }).fill('4')
    await drawer.getByLabel('Who it is for').click()
    await page.locator('.ant-select-item-option', { hasText: 'New members' }).click()
    await drawer.getByLabel('Registered within (days)').fill('3')
    await drawer.getByLabel('Needs approval').click()
    await expect
      .poll(() => drawer.getByRole('switch', { name: 'Needs approval' }).getAttribute('aria-checked'))
      .toBe('true')
    await shot(page, 'backoffice-08e-approval-promotion-form')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await drawer.waitFor({ state: 'hidden' })
    await page.getByRole('row').filter({ hasText: APPROVAL_TITLE }).getByText('New, 3 days').waitFor()

    const ctx = await player('demo')
    try {
      const member = await ctx.newPage()
      const username = `boap${stamp}`
      await registerByUsername(ctx, member, username, 'demo1234')
      await member.goto('/m/activity')
      await member.getByRole('button', { name: new RegExp(APPROVAL_TITLE) }).click()
      await member.getByRole('button', { name: 'Claim', exact: true }).click()
      await member.getByRole('button', { name: 'Applying', exact: true }).waitFor()
      await shot(member, 'backoffice-08f-player-applying')

      await page.reload()
      const waiting = page.getByTestId('promotion-applications')
      const row = waiting.getByRole('row').filter({ hasText: username })
      await row.getByText('4.00').waitFor()
      await noToast(page)
      await waiting.scrollIntoViewIfNeeded()
      await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' })
      await shot(page, 'backoffice-08g-claims-waiting')
      await row.getByRole('button', { name: `Approve the claim of ${username}` }).click()
      await confirmIn(page, 'OK').click()
      await row.waitFor({ state: 'detached' })
      await waiting.getByText('Approved', { exact: true }).click()
      await waiting.getByRole('row').filter({ hasText: username }).waitFor()

      await member.reload()
      await member.getByRole('button', { name: 'Issued', exact: true }).waitFor()
      await expect.poll(() => member.getByTestId('header-balance').first().textContent()).toBe('₱4.00')
      await shot(member, 'backoffice-08h-player-issued')
    } finally {
      await ctx.close()
    }
    expect(withoutFailedRequests(problems)).toEqual([])
  })

  it('a content editor raises the slots rebate and renames VIP 2 with a lower threshold; a new member sees both', async () => {
    // The demo's rates and levels as seeded; put back at the end, whatever happens in between.
    const saved = await operatorRequest<BoRebateSettings>('GET', '/admin/rebate-settings?merchant=demo')
    const silver = `Silver ${stamp}`
    try {
      const { page, problems } = await staffDesk('content')
      await page.goto('/bo/vip-rebates?merchant=demo')
      await heading(page, 'VIP & rebates').waitFor()
      const rates = page.getByTestId('rebate-rates')
      const slots = rates.getByLabel('Rebate rate of Slots')
      await expect.poll(() => slots.inputValue()).toBe('1')
      await slots.fill('1.5')
      await rates.getByRole('button', { name: 'Save rates' }).click()
      await page.getByText('Saved', { exact: true }).first().waitFor()

      const levels = page.getByTestId('vip-levels')
      // A threshold below VIP 1's is refused on the screen before anything is sent.
      await levels.getByLabel('Turnover 1', { exact: true }).fill('500')
      await levels.getByRole('button', { name: 'Save levels' }).click()
      await levels.getByText('Turnover and deposits cannot be lower than the level before').waitFor()
      await levels.getByLabel('Turnover 1', { exact: true }).fill('0.00')
      await levels.getByLabel('Name 2', { exact: true }).fill(silver)
      await levels.getByLabel('Turnover 2', { exact: true }).fill('150')
      await levels.getByRole('button', { name: 'Save levels' }).click()
      await expect.poll(() => levels.getByLabel('Turnover 2', { exact: true }).inputValue()).toBe('150.00')
      await noToast(page)
      await levels.scrollIntoViewIfNeeded()
      await shot(page, 'backoffice-08e-vip-rebates')
      expect(withoutFailedRequests(problems)).toEqual([])

      const ctx = await player('demo')
      try {
        const member = await ctx.newPage()
        await registerByUsername(ctx, member, `bovip${stamp}`, 'demo1234')
        const day = new Date().toISOString().slice(0, 10)
        const report = await memberCall<{ list: { productType: string; rate: number }[] }>(
          member,
          'GET',
          `/wps/member/rebateReport?startDate=${day}&endDate=${day}`,
        )
        expect(report.list.find((r) => r.productType === 'RNG')?.rate).toBe(1.5)
        await member.goto('/m/member/benefits')
        await member.getByRole('heading', { name: `Progress to ${silver}` }).waitFor()
        expect(await member.getByTestId('vip-turnover').textContent()).toBe('Turnover 0.00 of 150.00')
        await shot(member, 'backoffice-08f-player-vip-benefits')
      } finally {
        await ctx.close()
      }
    } finally {
      await operatorRequest('PUT', '/admin/rebate-settings/rates', { merchant: 'demo', rates: saved.rates })
      await operatorRequest('PUT', '/admin/rebate-settings/vip-levels', { merchant: 'demo', levels: saved.levels })
    }
  })

  it('finance approves a pending withdrawal with a note; the player sees it paid', async () => {
    // The member's side first: a fresh member with money, a card, a password and a withdrawal on hold.
    const ctx = await player('demo')
    try {
      const member = await ctx.newPage()
      await registerByUsername(ctx, member, `bowd${stamp}`, 'demo1234', { payeeName: 'Maria Santos' })
      const username = JSON.parse((await readStorage(member)).session.MC_SESSION_INFO ?? '{}').userName as string
      await operatorCall('/admin/wallet/adjustments', {
        merchant: 'demo',
        user: username,
        amount: '1000',
        reason: 'e2e back-office journey',
        key: `e2e-bo-${stamp}-credit`,
      })
      await memberCall(member, 'POST', '/wps/member/bankCard', {
        bankCode: 'BPI',
        accountName: 'Maria Santos',
        accountNumber: '9876543210',
      })
      await memberCall(member, 'POST', '/wps/member/paymentPassword', {
        newPassword: '135790',
        confirmPassword: '135790',
      })
      await member.goto('/m/withdraw')
      await member.getByLabel('Amount').fill('250')
      await member.getByLabel('Withdrawal password').fill('135790')
      await member.getByRole('button', { name: 'Withdraw', exact: true }).click()
      const status = member.getByTestId('withdraw-status')
      await status.getByText('Pending').waitFor({ timeout: 15_000 })
      const orderText = await status.getByText(/^Order no\. /).textContent()
      withdrawalOrder = /^Order no\. (\S+)$/.exec(orderText ?? '')?.[1] ?? ''
      expect(withdrawalOrder).not.toBe('')

      const { page, problems } = await staffDesk('finance')
      await page.goto('/bo/cashier/withdrawals?merchant=demo')
      await heading(page, 'Withdrawals').waitFor()
      const row = page.getByRole('row').filter({ hasText: withdrawalOrder })
      await row.waitFor({ timeout: 15_000 })
      await row.click()
      const note = page.getByLabel('Note', { exact: true })
      await note.fill('Checked against the bank card owner')
      await shot(page, 'backoffice-09-withdrawal-review')
      await page.getByRole('button', { name: 'Approve', exact: true }).first().click()
      await confirmIn(page, 'Approve').click()
      await page.getByText(`Withdrawal ${withdrawalOrder} approved`).waitFor({ timeout: 15_000 })
      // Reviewed, it leaves the pending queue; every status and the order, as a shared link has them.
      await page.goto(`/bo/cashier/withdrawals?merchant=demo&status=all&order=${withdrawalOrder}`)
      const reviewed = page.getByRole('row').filter({ hasText: withdrawalOrder })
      await reviewed.getByText(/Approved|Paid/).waitFor({ timeout: 30_000 })
      await reviewed.click()
      await page.getByText('Checked against the bank card owner').first().waitFor()
      await noToast(page)
      await shot(page, 'backoffice-10-withdrawal-approved')
      expect(withoutFailedRequests(problems)).toEqual([])

      // The sandbox pays the approved withdrawal out; the member's screens follow.
      await status.getByText('Paid').first().waitFor({ timeout: 60_000 })
      await member.goto('/m/withdrawReport')
      await member.getByText('Paid').first().waitFor({ timeout: 15_000 })
      await member
        .getByText(/250\.00/)
        .first()
        .waitFor()
      await shot(member, 'backoffice-11-player-withdrawal-paid')
    } finally {
      await ctx.close()
    }
  })

  it('finance tightens the withdrawal rules and puts a deposit channel under maintenance; the player sees it greyed out', async () => {
    const rules = await operatorRequest<Record<string, unknown>>('GET', '/admin/cashier/settings?merchant=demo')
    const { list } = await operatorRequest<{ list: (Record<string, unknown> & { code: string })[] }>(
      'GET',
      '/admin/cashier/channels?merchant=demo',
    )
    const qr = list.find((c) => c.code === 'sandbox_qr')
    if (!qr) throw new Error('the demo merchant has no sandbox_qr channel')
    try {
      const { page, problems } = await staffDesk('finance')
      await page.goto('/bo/cashier/settings?merchant=demo')
      await heading(page, 'Cashier settings').waitFor()
      const form = page.getByTestId('withdrawal-rules')
      const largest = form.getByLabel('Largest withdrawal')
      await expect.poll(() => largest.inputValue()).toBe(rules.withdrawMax)
      // A maximum below the minimum is refused on the screen before anything is sent.
      await largest.fill('10')
      await form.getByRole('button', { name: 'Save' }).click()
      await form.getByText('The maximum is below the minimum').waitFor()
      await largest.fill('40000')
      await form.getByLabel('Withdrawal while a bonus is locked').click()
      await page.getByTitle('Allow, and the bonus is forfeited').click()
      await form.getByRole('button', { name: 'Save' }).click()
      await page.getByText('Saved', { exact: true }).first().waitFor()
      await page.reload()
      await expect
        .poll(() => page.getByTestId('withdrawal-rules').getByLabel('Largest withdrawal').inputValue())
        .toBe('40000.00')
      expect(await operatorRequest('GET', '/admin/cashier/settings?merchant=demo')).toMatchObject({
        withdrawMax: '40000.00',
        bonusWithdrawRule: 'forfeit',
      })

      const channels = page.getByTestId('channels')
      await channels.getByRole('button', { name: 'Edit Sandbox QR' }).click()
      const dialog = page.getByRole('dialog', { name: 'Sandbox QR (sandbox_qr)' })
      await dialog.getByRole('switch', { name: 'In maintenance' }).click()
      await expect.poll(() => dialog.getByRole('switch', { name: 'In maintenance' }).isChecked()).toBe(true)
      await settled(page)
      await shot(page, 'backoffice-11b-channel-form')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await page.getByText('Sandbox QR saved').waitFor()
      await channels.getByRole('row').filter({ hasText: 'sandbox_qr' }).getByText('Maintenance').waitFor()
      await noToast(page)
      await shot(page, 'backoffice-11c-cashier-settings')
      expect(withoutFailedRequests(problems)).toEqual([])

      const ctx = await player('demo')
      try {
        const member = await ctx.newPage()
        await registerByUsername(ctx, member, `bocash${stamp}`, 'demo1234')
        await member.goto('/m/voucherCenter')
        const channel = member.getByTestId('channel-sandbox_qr')
        await channel.getByText('Under maintenance').waitFor({ timeout: 15_000 })
        await channel.scrollIntoViewIfNeeded()
        await shot(member, 'backoffice-11d-player-channel-maintenance')
      } finally {
        await ctx.close()
      }
    } finally {
      await operatorRequest('PUT', '/admin/cashier/settings', rules)
      await operatorRequest('PUT', '/admin/cashier/channels', { merchant: 'demo', ...qr })
    }
  })

  it('support finds an agent’s red envelope rain with what is still unopened', async () => {
    const agents = await operatorRequest<{ memberId: number; username: string }[]>('GET', '/admin/agents?merchant=demo')
    const agent = agents.find((a) => a.username === 'agent')
    if (!agent) throw new Error('the demo merchant has no agent')
    const downlines = await operatorRequest<{ memberId: number }[]>(
      'GET',
      `/admin/agents?merchant=demo&parentId=${agent.memberId}`,
    )
    const ctx = await player('demo')
    try {
      const page = await ctx.newPage()
      await signIn(page, 'agent')
      await memberCall(page, 'POST', '/wps/agent/redRain', {
        total: 7,
        mode: 'equal',
        downlineIds: downlines.slice(0, 1).map((d) => d.memberId),
        durationMinutes: 60,
        requestKey: `e2e-bo-rain-${stamp}`,
      })
    } finally {
      await ctx.close()
    }

    const { page, problems } = await staffDesk('support')
    await page.goto('/bo/agents/red-rains?merchant=demo&status=open')
    await heading(page, 'Red envelope rains').waitFor()
    await page.getByPlaceholder("Agent's username").fill('agent')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('agent')).toBe('agent')
    const row = page.getByRole('row').filter({ hasText: '7.00 PHP' }).first()
    await row.getByText('0 of 1 (0.00 PHP)').waitFor({ timeout: 15_000 })
    await row.getByText('Open', { exact: true }).waitFor()
    await shot(page, 'backoffice-11e-red-rains')
    expect(withoutFailedRequests(problems)).toEqual([])
  })

  it('an admin turns a module off for demo2 and demo2’s member centre loses its entry, then turns it back on', async () => {
    const { page, problems } = await staffDesk('admin')
    const ctx = await player('demo2')
    try {
      const centre = await ctx.newPage()
      await openCentre(centre)
      await expect.poll(() => entryNames(centre)).toContain('News and mail')

      const setMailCentre = async (on: boolean) => {
        await page.goto('/bo/merchants/demo2?merchant=demo2&tab=flags')
        const flag = page.getByRole('switch', { name: 'MAILCEN' })
        await flag.waitFor({ timeout: 15_000 })
        expect(await flag.getAttribute('aria-checked')).toBe(String(!on))
        await flag.click()
        await expect.poll(() => flag.getAttribute('aria-checked')).toBe(String(on))
        if (!on) await shot(page, 'backoffice-12-flag-off')
        await page.getByRole('button', { name: 'Save', exact: true }).click()
        await page.getByText('Saved').first().waitFor({ timeout: 15_000 })
        await page.reload()
        await expect
          .poll(() => page.getByRole('switch', { name: 'MAILCEN' }).getAttribute('aria-checked'), { timeout: 15_000 })
          .toBe(String(on))
      }

      await setMailCentre(false)
      await openCentre(centre)
      await expect
        .poll(() => entryNames(centre), { timeout: 15_000 })
        .toEqual(['Deposit record', 'Withdrawal record', 'Responsible gaming'])
      await shot(centre, 'backoffice-13-demo2-centre-without-mail')

      await setMailCentre(true)
      await openCentre(centre)
      await expect
        .poll(() => entryNames(centre), { timeout: 15_000 })
        .toEqual(['Deposit record', 'Withdrawal record', 'News and mail', 'Responsible gaming'])
      expect(withoutFailedRequests(problems)).toEqual([])
    } finally {
      await ctx.close()
    }
  })

  it('support opens a member but cannot adjust a balance, not even by calling the server', async () => {
    const { page, problems } = await staffDesk('support')
    await page.goto('/bo/members?merchant=demo&q=marco')
    await heading(page, 'Members').waitFor()
    await page.getByRole('link', { name: 'marco', exact: true }).click()
    await page.waitForURL(/\/bo\/members\/\d+/)
    await heading(page, 'Member').waitFor()
    await expect.poll(() => page.getByRole('main').textContent()).toContain('marco')
    // Support may act on the account (its other actions are there) but has no adjust control.
    await page.getByRole('button', { name: 'Sign out everywhere' }).waitFor()
    expect(await page.getByRole('button', { name: 'Adjust balance' }).count()).toBe(0)
    await shot(page, 'backoffice-14-support-member')

    const memberId = Number(/\/bo\/members\/(\d+)/.exec(page.url())?.[1])
    const answer = await page.evaluate(async (id) => {
      const res = await fetch('/admin/adjustments', {
        method: 'POST',
        headers: { 'content-type': 'application/json', language: 'EN' },
        body: JSON.stringify({ memberId: id, amount: '50', reason: 'support tries', key: `support-try-${id}-x` }),
      })
      return { status: res.status, body: (await res.json()) as { success: boolean; errorCode?: string } }
    }, memberId)
    expect(answer.status).toBe(403)
    expect(answer.body).toMatchObject({ success: false, errorCode: 'staff_forbidden' })
    expect(withoutFailedRequests(problems)).toEqual([])
  })

  it('a fresh member sets a limit, turns two-step sign-in on and takes a break; support sees it and resets two-step sign-in', async () => {
    const ctx = await player('demo')
    let username = ''
    try {
      const member = await ctx.newPage()
      await registerByUsername(ctx, member, `borg${stamp}`, 'demo1234')
      username = JSON.parse((await readStorage(member)).session.MC_SESSION_INFO ?? '{}').userName as string
      await memberCall(member, 'POST', '/wps/relay/RG_setLimit', { kind: 'deposit', period: 'day', amount: '500' })
      // Enrolment seals the password (an encrypted call), so it goes through the member's own screen.
      await member.goto('/m/twoStep')
      await member.getByLabel('Login password').fill('demo1234')
      await member.getByRole('button', { name: 'Continue' }).click()
      const secret = ((await member.getByTestId('ap-secret').textContent()) ?? '').trim()
      await member.getByLabel('6-digit code from the app').fill(totp(secret))
      await member.getByRole('button', { name: 'Turn on' }).click()
      await member.getByTestId('ap-recovery-codes').waitFor()
      // The break ends the member's sessions, so it comes last.
      await memberCall(member, 'POST', '/wps/relay/RG_takeBreak', { kind: 'timeout', duration: '24h', confirm: true })
    } finally {
      await ctx.close()
    }

    const { page, problems } = await staffDesk('support')
    await page.goto(`/bo/members?merchant=demo&q=${username}`)
    await page.getByRole('link', { name: username, exact: true }).click()
    await page.waitForURL(/\/bo\/members\/\d+/)
    const panel = page.locator('.ant-card').filter({ has: page.getByText('Responsible gaming', { exact: true }) })
    await panel.getByText('Time-out', { exact: true }).waitFor()
    await panel.getByText('In force', { exact: true }).waitFor()
    await panel.getByRole('cell', { name: 'Daily', exact: true }).waitFor()
    await panel.getByRole('cell', { name: '500.00 PHP', exact: true }).waitFor()
    expect(await panel.getByRole('cell', { name: 'Member', exact: true }).count()).toBe(2)
    // The break is in force: support sees the lift but cannot use it yet.
    expect(await panel.getByRole('button', { name: 'Lift break' }).isDisabled()).toBe(true)
    await page.getByText('On', { exact: true }).waitFor()
    await panel.scrollIntoViewIfNeeded()
    await shot(page, 'backoffice-14b-member-responsible-gaming')

    await page.getByRole('button', { name: 'Reset two-step sign-in' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(/Reason/).fill('lost phone, identity checked by video call')
    await settled(page)
    await shot(page, 'backoffice-14c-reset-two-step')
    await dialog.getByRole('button', { name: 'Reset two-step sign-in' }).click()
    await page.getByText(/Two-step sign-in turned off/).waitFor()
    await page.getByText('Off', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Reset two-step sign-in' }).count()).toBe(0)
    await noToast(page)
    await shot(page, 'backoffice-14d-two-step-off')
    expect(withoutFailedRequests(problems)).toEqual([])
  })

  it('an admin puts a vendor under maintenance and its games answer maintenance in the player app', async () => {
    const { page, problems } = await staffDesk('admin')
    const ctx = await player('demo')
    try {
      const setMaintenance = async (on: boolean) => {
        await page.goto('/bo/vendors?merchant=demo')
        await heading(page, 'Vendors').waitFor()
        const sw = page.getByRole('switch', { name: 'Maintenance JL' })
        await sw.waitFor({ timeout: 15_000 })
        expect(await sw.getAttribute('aria-checked')).toBe(String(!on))
        await sw.click()
        await expect.poll(() => sw.getAttribute('aria-checked'), { timeout: 15_000 }).toBe(String(on))
        const row = page.getByRole('row').filter({ has: sw })
        await row.getByText(on ? 'Maintenance now' : 'Live').waitFor({ timeout: 15_000 })
      }

      await setMaintenance(true)
      await noToast(page)
      await shot(page, 'backoffice-15-vendor-maintenance')

      const game = await ctx.newPage()
      await signIn(game, 'demo')
      await game.goto('/m/gameList?gameType=RNG&vassalage=JL')
      const tiles = game.locator('ul.game-grid > li.game-tile')
      await tiles.first().waitFor({ timeout: 15_000 })
      await tiles.first().getByText('Under maintenance').waitFor({ timeout: 15_000 })
      await tiles.first().getByRole('button').first().click()
      await game.getByText(MAINTENANCE_TEXT).waitFor()
      await shot(game, 'backoffice-16-player-vendor-maintenance')

      await setMaintenance(false)
      await game.goto('/m/gameList?gameType=RNG&vassalage=JL')
      await tiles.first().waitFor({ timeout: 15_000 })
      await expect.poll(() => tiles.first().getByText('Under maintenance').count()).toBe(0)
      expect(withoutFailedRequests(problems)).toEqual([])
    } finally {
      await ctx.close()
    }
  })

  it('the audit log lists every change above, filtered by who made it', async () => {
    const desk = desks.get('owner')
    if (!desk) throw new Error('the owner’s session from the first step is gone')
    const { page, problems } = desk
    await page.goto('/bo/audit')
    await heading(page, 'Audit log').waitFor()

    const byActor = async (actor: string): Promise<Locator> => {
      await page.getByRole('textbox', { name: 'Who' }).fill(actor)
      await page.getByRole('button', { name: 'Search' }).click()
      await expect.poll(() => new URL(page.url()).searchParams.get('actor')).toBe(actor)
      const rows = page.getByRole('row').filter({ hasText: actor })
      await rows.first().waitFor({ timeout: 15_000 })
      // Only the filtered actor's rows are listed.
      const body = page.locator('tbody tr.ant-table-row')
      await expect.poll(async () => (await body.count()) === (await rows.count())).toBe(true)
      return rows
    }
    const action = (rows: Locator, name: string) => rows.filter({ has: page.getByText(name, { exact: true }) })

    const content = await byActor('content')
    await expect.poll(() => action(content, 'announcement.create').count()).toBe(2)
    // The live-casino mission and the new members' check-in, then the claim approved.
    await expect.poll(() => action(content, 'promotion.create').count()).toBe(2)
    await expect.poll(() => action(content, 'promotion.approve').count()).toBe(1)
    await expect.poll(() => action(content, 'rebate_rates.replace').count()).toBe(1)
    await expect.poll(() => action(content, 'vip_levels.replace').count()).toBe(1)
    await shot(page, 'backoffice-17-audit-content')

    const finance = await byActor('finance')
    const approval = action(finance, 'withdrawal.approve')
    await expect.poll(() => approval.count()).toBe(1)
    await approval.getByText(withdrawalOrder).waitFor()
    await shot(page, 'backoffice-18-audit-finance')

    const admin = await byActor('admin')
    await expect.poll(() => action(admin, 'merchant.update').count()).toBe(2)
    await expect.poll(() => action(admin, 'vendor.update').count()).toBe(2)
    expect(await action(admin, 'merchant.update').first().getByText('demo2', { exact: true }).count()).toBeGreaterThan(
      0,
    )
    // The flag change itself: before on, after off (the older of the two rows).
    await action(admin, 'merchant.update').last().getByRole('button').first().click()
    await expect.poll(() => page.getByRole('main').textContent()).toMatch(/MAILCEN[^\n]*false/)
    await shot(page, 'backoffice-19-audit-admin')

    // Support's one change is the two-step sign-in reset; its refused adjustment left no entry.
    const support = await byActor('support')
    await expect.poll(() => action(support, 'member.two_step_reset').count()).toBe(1)
    await expect.poll(() => page.getByText('adjustment.create', { exact: true }).count()).toBe(0)
    expect(withoutFailedRequests(problems)).toEqual([])
  })
})
