/**
 * Account journeys that once had rough edges: the forced password change of a member an agent
 * opened with a temporary password (no old password asked), a guest opening the records (told to
 * log in first, and brought back), the captcha after one's own typos (gone once signed in), and
 * forgot password by email for the seeded demo member (its address passes the form's rule).
 *
 * Each journey's browser comes from its own address (X-Forwarded-For; the e2e server trusts its
 * loopback proxy), so the login counters it builds up are its own.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  captchaAnswer,
  dismissPopup,
  newestMail,
  presetStorage,
  readStorage,
  signIn,
  withoutFailedRequests,
} from './support/auth.ts'
import { launch, phone, shot, watchConsole } from './support/browser.ts'
import { field, registerByUsername } from './support/register.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const stamp = Date.now().toString(36).slice(-5)
let addressSeq = Math.floor(Math.random() * 200)
/** A Philippine address of its own for each browser. */
const freshAddress = () => `112.198.${100 + (addressSeq++ % 150)}.${Math.floor(Math.random() * 250) + 1}`

async function withContext<T>(fn: (ctx: BrowserContext) => Promise<T>, address = freshAddress()) {
  const ctx = await phone(browser, { extraHTTPHeaders: { 'X-Forwarded-For': address } })
  await ctx.addInitScript(presetStorage({ language: 'EN' }))
  try {
    return await fn(ctx)
  } finally {
    await ctx.close()
  }
}

const usernameBox = (page: Page) => page.getByRole('textbox', { name: 'Username or mobile number' })
const passwordBox = (page: Page) => page.getByLabel('Password', { exact: true })
const captchaBox = (page: Page) => page.getByLabel('Captcha', { exact: true })
const logIn = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true })
const loginAnswer = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/wps/session/login'))
const sessionOf = async (page: Page) => JSON.parse((await readStorage(page)).session.MC_SESSION_INFO ?? 'null')

/** Closes contract-offer dialogs, should another journey have offered the sub-agent one. */
async function dismissOffers(page: Page) {
  const form = page.getByRole('textbox', { name: 'Username' })
  await form.waitFor()
  for (let i = 0; i < 4; i++) {
    const dialog = page.locator('.adm-dialog-body', { hasText: 'contract' })
    if (!(await dialog.first().isVisible())) return
    await dialog.first().getByRole('button', { name: 'Cancel' }).click()
    await page.waitForTimeout(500)
  }
}

describe('the forced password change of a member an agent opened', () => {
  it('asks only for the new password, once, and the next sign-in is an ordinary one', async () => {
    const username = `tmp${stamp}`
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      // The sub-agent has no contract offers of its own (the demo agent's are agent.e2e's to decide).
      await signIn(page, 'subagent')
      await page.goto('/m/agentRegister')
      await dismissOffers(page)
      await page.getByRole('textbox', { name: 'Username' }).fill(username)
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Temporary11')
      await page.getByRole('textbox', { name: 'Confirm password' }).fill('Temporary11')
      await page.getByRole('button', { name: 'Open account' }).click()
      await page.getByText(`Account ${username} is open`).waitFor()
    })
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await page.goto('/m/login')
      await usernameBox(page).fill(username)
      await passwordBox(page).fill('Temporary11')
      await logIn(page).click()
      await page.waitForURL(/\/m\/changePsw$/)
      await field(page, 'newPassword').waitFor()
      expect(await field(page, 'oldPassword').count()).toBe(0)
      await page.getByText('Set your own password before you continue.').waitFor()
      await field(page, 'newPassword').fill('Mine-own-22')
      await field(page, 'confirmNewPassword').fill('Mine-own-22')
      await shot(page, 'rough-edges-forced-change')
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/wps/member/password')),
        page.getByRole('button', { name: 'Confirm' }).click(),
      ])
      expect(answer.status()).toBe(200)
      await page.getByText('Password changed').waitFor()
      await page.waitForURL(/\/m\/home$/)
      // An ordinary session now: another change from it names the old password again.
      await page.goto('/m/changePsw')
      await field(page, 'oldPassword').waitFor()
      expect(withoutFailedRequests(problems)).toEqual([])
    })
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      await page.goto('/m/login')
      await usernameBox(page).fill(username)
      await passwordBox(page).fill('Mine-own-22')
      await logIn(page).click()
      await page.waitForURL(/\/m\/home$/)
      expect(await sessionOf(page)).toMatchObject({ userName: username, firstTimeLogin: false })
    })
  })
})

describe('a guest opening the records', () => {
  it.each([
    ['betting record', '/m/gameRecord'],
    ['account record', '/m/transaction/record'],
  ])('is told to log in first, not that an account was logged out, and comes back to the %s', async (_name, url) => {
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      const calls: string[] = []
      page.on('request', (r) => {
        if (/\/wps\/(game|wallets)\/records/.test(r.url())) calls.push(r.url())
      })
      await page.goto(url)
      await page.getByText('Please login first').waitFor()
      await page.waitForURL(/\/m\/login$/)
      await usernameBox(page).waitFor()
      expect(await page.getByText('The account has been logged out, please log in again').count()).toBe(0)
      await shot(page, `rough-edges-guest-${url === '/m/gameRecord' ? 'betting' : 'account'}-record`)
      expect(calls).toEqual([])
      await usernameBox(page).fill('demo')
      await passwordBox(page).fill('demo1234')
      await logIn(page).click()
      await page.waitForURL((u) => u.pathname === url)
      await page.locator('.records-screen').waitFor()
      expect(withoutFailedRequests(problems)).toEqual([])
    })
  })
})

describe('the captcha after one own typos', () => {
  it('is no longer asked for once the right password signed in', async () => {
    const username = `typo${stamp}`
    const address = freshAddress()
    await withContext(async (ctx) => {
      await registerByUsername(ctx, await ctx.newPage(), username, 'Rightpass33')
    }, address)
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      await page.goto('/m/login')
      await usernameBox(page).fill(username)
      // Three wrong passwords: the account's threshold, so the third answer asks for the captcha.
      for (let i = 1; i <= 3; i++) {
        await passwordBox(page).fill(`Wrongpass${i}`)
        const drawn = i === 3 ? page.waitForResponse((r) => r.url().includes('/wps/captcha')) : null
        const [res] = await Promise.all([loginAnswer(page), logIn(page).click()])
        expect((await res.json()).errorCode).toBe('login.cred.err')
        await drawn
      }
      await captchaBox(page).waitFor()
      await shot(page, 'rough-edges-captcha-after-typos')
      await passwordBox(page).fill('Rightpass33')
      await captchaBox(page).fill(await captchaAnswer(ctx))
      await logIn(page).click()
      await page.waitForURL(/\/m\/home$/)
    }, address)
    // The same phone signs in again: the typos were forgiven with the success.
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      await page.goto('/m/login')
      await usernameBox(page).fill(username)
      await passwordBox(page).fill('Rightpass33')
      expect(await captchaBox(page).count()).toBe(0)
      const [res] = await Promise.all([loginAnswer(page), logIn(page).click()])
      expect(res.status()).toBe(200)
      await page.waitForURL(/\/m\/home$/)
      await dismissPopup(page, { ifShown: true })
      await page.getByRole('heading', { name: `Welcome back, ${username}` }).waitFor()
      await shot(page, 'rough-edges-no-captcha-after-success')
    }, address)
  })
})

describe('forgot password by email for the demo member', () => {
  it('accepts the seeded address, mails the link, and the new password signs in', async () => {
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      await page.goto('/m/login')
      await page.goto('/m/forget')
      await page.getByRole('tab', { name: 'By email' }).click()
      await field(page, 'username').fill('demo')
      await field(page, 'email').fill('demo@example.com')
      await page.getByRole('button', { name: 'Retrieve password' }).click()
      await page.getByText('Sent. Please check your email.').waitFor()
      expect(await page.getByText('Incorrect email format.').count()).toBe(0)
      // The notice fades in (a JavaScript spring, which no event announces the end of).
      await page.waitForTimeout(400)
      await shot(page, 'rough-edges-demo-forget-email')
      await expect.poll(async () => (await newestMail()).to).toBe('demo@example.com')
      const link = /https?:\/\/\S+\/m\/forget\?reset=[\w-]+/.exec((await newestMail()).body)?.[0]
      expect(link).toBeTruthy()
      await page.goto(new URL(link as string).pathname + new URL(link as string).search)
      await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor()
      await field(page, 'newPassword').fill('Demoreset77')
      await field(page, 'confirmNewPassword').fill('Demoreset77')
      await page.getByRole('button', { name: 'Confirm' }).click()
      await page.waitForURL(/\/m\/login$/)
      await usernameBox(page).fill('demo')
      await passwordBox(page).fill('Demoreset77')
      await logIn(page).click()
      await page.waitForURL(/\/m\/home$/)
      // The other journeys sign in as demo with the seeded password: put it back.
      await page.goto('/m/changePsw')
      await field(page, 'oldPassword').fill('Demoreset77')
      await field(page, 'newPassword').fill('demo1234')
      await field(page, 'confirmNewPassword').fill('demo1234')
      await page.getByRole('button', { name: 'Confirm' }).click()
      await page.getByText('Password changed').waitFor()
    })
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      await signIn(page, 'demo')
      expect(await sessionOf(page)).toMatchObject({ userName: 'demo' })
    })
  })
})
