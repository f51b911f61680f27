/** The registration screen as journeys drive it: its fields by name, the captcha, a member by username. */
import type { BrowserContext, Page } from 'playwright-core'
import { captchaAnswer } from './auth.ts'

/** A form control by its field name (the registration and account forms name every control). */
export const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`)

/** The registration form's submit button. */
export const registerButton = (page: Page) => page.getByRole('button', { name: 'Register', exact: true })

export async function openRegister(page: Page) {
  await page.goto('/m/register')
  await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor()
}

/** Fills the captcha with the answer of the one this browser holds, once its image is there. */
export async function fillCaptcha(ctx: BrowserContext, page: Page) {
  await page.locator('.login-captcha__image').waitFor()
  await field(page, 'captcha').fill(await captchaAnswer(ctx))
}

let addressSeq = Math.floor(Math.random() * 100)

/**
 * Registers `username` on demo by the username tab; the member lands signed in on home. Each such
 * member comes from a (Philippine) address of its own, as different people do: the server takes
 * ten registrations an hour from one address, and the journeys together register more.
 */
export async function registerByUsername(
  ctx: BrowserContext,
  page: Page,
  username: string,
  password: string,
  extra: { email?: string; payeeName?: string } = {},
) {
  const address = `112.198.${addressSeq++ % 100}.${Math.floor(Math.random() * 250) + 1}`
  await ctx.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
  await openRegister(page)
  await field(page, 'username').fill(username)
  await field(page, 'password').fill(password)
  await field(page, 'confirmPassword').fill(password)
  if (extra.email) await field(page, 'email').fill(extra.email)
  if (extra.payeeName) await field(page, 'payeeName').fill(extra.payeeName)
  await fillCaptcha(ctx, page)
  await registerButton(page).click()
  await page.waitForURL(/\/m\/home$/)
}
