/**
 * Account journeys against the real server and its seeded merchants: registration by
 * username (with captcha) and by mobile (SMS code from the outbox), the second merchant's
 * different fields and rules, a wrong affiliate code, forgot-by-email through the mail outbox and
 * its link, set password by phone, and change password revoking the other session.
 */
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestSmsCode, newestMail, presetStorage, readStorage } from './support/auth.ts'
import { launch, phone, shot } from './support/browser.ts'
import { field, fillCaptcha, openRegister, registerButton, registerByUsername } from './support/register.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const stamp = Date.now().toString(36).slice(-5)
const randomMobile = () => `917${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`

async function withContext<T>(fn: (ctx: BrowserContext) => Promise<T>, storage: Record<string, string> = {}) {
  const ctx = await phone(browser)
  await ctx.addInitScript(presetStorage({ language: 'EN', ...storage }))
  try {
    return await fn(ctx)
  } finally {
    await ctx.close()
  }
}

describe('registration', () => {
  it('registers by username with the captcha and lands signed in', async () => {
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      await openRegister(page)
      await page.locator('.login-captcha__image').waitFor()
      await shot(page, 'account-register-username')
      const username = `reg${stamp}u`
      await registerByUsername(ctx, page, username, 'Goodpass99')
      const { session } = await readStorage(page)
      expect(JSON.parse(session.MC_SESSION_INFO ?? '{}')).toMatchObject({ userName: username, merchantCode: 'demo' })
    })
  })

  it('registers by mobile with the SMS code from the outbox', async () => {
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      await openRegister(page)
      await page.getByRole('tab', { name: 'Mobile number' }).click()
      const mobile = randomMobile()
      await field(page, 'mobileNum').fill(mobile)
      await page.getByRole('button', { name: 'Get code' }).click()
      await page.getByRole('button', { name: /^\d+s$/ }).waitFor()
      await field(page, 'verificationCode').fill(await latestSmsCode(`+63${mobile}`))
      await field(page, 'password').fill('Mobilepass77')
      await field(page, 'confirmPassword').fill('Mobilepass77')
      await fillCaptcha(ctx, page)
      await shot(page, 'account-register-mobile')
      await registerButton(page).click()
      await page.waitForURL(/\/m\/(home|changePsw)$/)
      const { session } = await readStorage(page)
      expect(JSON.parse(session.MC_SESSION_INFO ?? '{}').userName).toBe(mobile)
    })
  })

  it('the second merchant renders other fields and validates by its own rules', async () => {
    await withContext(
      async (ctx) => {
        const page = await ctx.newPage()
        await openRegister(page)
        expect(await page.getByRole('tablist').count()).toBe(0)
        expect(await field(page, 'username').count()).toBe(0)
        expect(await field(page, 'captcha').count()).toBe(0)
        expect(await page.locator('label[for="reg-email"]').textContent()).toBe('*Email')
        expect(await page.locator('label[for="reg-affiliateCode"]').textContent()).toBe('*Affiliate code')
        // demo2 wants 8-12 digits (demo: 7-15), so a 7-digit number fails here.
        await field(page, 'mobileNum').fill('9171234')
        await field(page, 'password').fill('lowercase99')
        await registerButton(page).click()
        await page.getByText('Use 8-12 digits.').waitFor()
        expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('mobileNum')
        await shot(page, 'account-register-demo2')
      },
      { merchant: 'demo2' },
    )
  })

  it('a wrong affiliate code focuses its field', async () => {
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      await openRegister(page)
      await field(page, 'affiliateCode').fill('NOPE99')
      await registerButton(page).click()
      await page.getByText('The affiliate code is not valid.').waitFor()
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('affiliateCode')
      await shot(page, 'account-register-affiliate')
    })
  })
})

describe('password recovery and change', () => {
  it('forgot by email: the mail reaches the outbox, its link sets a new password that signs in', async () => {
    const username = `mail${stamp}`
    const email = `${username}@example.ph`
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      await registerByUsername(ctx, page, username, 'Firstpass11', { email })
    })
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      await page.goto('/m/login')
      await page.goto('/m/forget')
      await page.getByRole('tab', { name: 'By email' }).click()
      await field(page, 'username').fill(username)
      await field(page, 'email').fill(email)
      await shot(page, 'account-forget-email')
      await page.getByRole('button', { name: 'Retrieve password' }).click()
      await page.getByText('Sent. Please check your email.').waitFor()
      await expect.poll(async () => (await newestMail()).to).toBe(email)
      const link = /https?:\/\/\S+\/m\/forget\?reset=[\w-]+/.exec((await newestMail()).body)?.[0]
      expect(link).toBeTruthy()
      await page.goto(new URL(link as string).pathname + new URL(link as string).search)
      await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor()
      await field(page, 'newPassword').fill('Secondpass22')
      await field(page, 'confirmNewPassword').fill('Secondpass22')
      await shot(page, 'account-reset-link')
      await page.getByRole('button', { name: 'Confirm' }).click()
      await page.waitForURL(/\/m\/login$/)
      await page.getByLabel('Username or mobile number').fill(username)
      await page.getByLabel('Password', { exact: true }).fill('Secondpass22')
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await page.waitForURL(/\/m\/home$/)
    })
  })

  it('set password by phone signs in', async () => {
    // A member registered here, so the seeded demo account keeps its password for other journeys.
    const mobile = randomMobile()
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      await openRegister(page)
      await page.getByRole('tab', { name: 'Mobile number' }).click()
      await field(page, 'mobileNum').fill(mobile)
      await page.getByRole('button', { name: 'Get code' }).click()
      await page.getByRole('button', { name: /^\d+s$/ }).waitFor()
      await field(page, 'verificationCode').fill(await latestSmsCode(`+63${mobile}`))
      await field(page, 'password').fill('Phonefirst33')
      await field(page, 'confirmPassword').fill('Phonefirst33')
      await fillCaptcha(ctx, page)
      await registerButton(page).click()
      await page.waitForURL(/\/m\/(home|changePsw)$/)
    })
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      await page.goto('/m/forget')
      await page.getByRole('tab', { name: 'By mobile' }).waitFor()
      expect(await field(page, 'verificationCode').isDisabled()).toBe(true)
      await field(page, 'mobileNum').fill(mobile)
      await page.getByRole('button', { name: 'Get code' }).click()
      await expect.poll(() => field(page, 'verificationCode').isEnabled()).toBe(true)
      await field(page, 'verificationCode').fill(await latestSmsCode(`+63${mobile}`))
      await field(page, 'newPassword').fill('Phonesecond44')
      await shot(page, 'account-forget-phone')
      await page.getByRole('button', { name: 'Confirm' }).click()
      await page.waitForURL(/\/m\/home$/)
      const { session } = await readStorage(page)
      expect(JSON.parse(session.MC_SESSION_INFO ?? '{}').userName).toBe(mobile)
    })
  })

  it('change password revokes the old session elsewhere', async () => {
    const username = `chg${stamp}`
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      await registerByUsername(ctx, page, username, 'Oldpass55x')
      // A second phone signs in with the same password: its own session, which the change must end.
      const other = await phone(browser)
      try {
        await other.addInitScript(presetStorage({ language: 'EN' }))
        const second = await other.newPage()
        await second.goto('/m/login')
        await second.getByLabel('Username or mobile number').fill(username)
        await second.getByLabel('Password', { exact: true }).fill('Oldpass55x')
        await second.getByRole('button', { name: 'Log in', exact: true }).click()
        await second.waitForURL(/\/m\/home$/)

        await page.goto('/m/changePsw')
        await field(page, 'oldPassword').fill('Oldpass55x')
        await field(page, 'newPassword').fill('Newpass66y')
        await field(page, 'confirmNewPassword').fill('Newpass66y')
        await shot(page, 'account-change-password')
        await page.getByRole('button', { name: 'Confirm' }).click()
        await page.getByText('Password changed').waitFor()
        await page.waitForURL(/\/m\/home$/)

        await second.reload()
        await expect
          .poll(async () => (await readStorage(second)).session.MC_SESSION_INFO ?? null, { timeout: 10_000 })
          .toBeNull()
      } finally {
        await other.close()
      }
    })
  })
})
