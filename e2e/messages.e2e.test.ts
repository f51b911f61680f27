/**
 * Message centre, help and info pages at 390×844 against the real server and seed:
 * read an inbox message and watch the home badge drop, help entry ?i=2, feedback with images and
 * a refused 6 MB file, the download page, the agreement of both merchants (age 18 and 21),
 * invite friends and customer service.
 */
import { PNG } from 'pngjs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { dismissPopup, presetStorage, signIn, withoutFailedRequests } from './support/auth.ts'
import { launch, phone, shot, watchConsole } from './support/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function context(merchant: 'demo' | 'demo2' = 'demo'): Promise<BrowserContext> {
  const ctx = await phone(browser)
  await ctx.addInitScript(presetStorage({ language: 'EN', merchant }))
  return ctx
}

async function adminSend(body: Record<string, unknown>) {
  const res = await fetch(`${inject('baseUrl')}/admin/inbox/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': inject('adminToken') },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`admin send failed: ${res.status} ${await res.text()}`)
}

function picture(width: number, height: number): Buffer {
  const img = new PNG({ width, height })
  for (let i = 0; i < img.data.length; i += 4) {
    img.data[i] = (i / 4) % width
    img.data[i + 1] = 120
    img.data[i + 2] = 200
    img.data[i + 3] = 255
  }
  return PNG.sync.write(img)
}

const badge = (page: Page) => page.locator('[data-testid="inbox-badge"]')

describe('message centre', () => {
  it('reads a message: it opens marked read and the home badge drops by one', async () => {
    const ctx = await context()
    const page = await ctx.newPage()
    const problems = watchConsole(page)
    await adminSend({
      merchant: 'demo',
      username: 'marco',
      titles: { EN: 'Your bonus is ready' },
      contents: {
        EN: '<p>Claim your <b>₱50</b> bonus in the <a href="/m/rewardCenter">reward centre</a>.</p><img src=x onerror="document.title=\'pwned\'">',
      },
    })
    await signIn(page, 'marco')
    await page.goto('/m/home')
    await dismissPopup(page)
    await badge(page).waitFor()
    const before = Number(await badge(page).textContent())
    expect(before).toBeGreaterThanOrEqual(2)
    await shot(page, 'messages-home-badge-before')

    await page.locator('.inbox-entry').click()
    await page.waitForURL('**/m/webEmail')
    await page.getByTestId('inbox-list').waitFor()
    await expect.poll(() => page.getByTestId('inbox-unread').textContent()).toBe(`${before} unread`)
    await shot(page, 'messages-inbox')

    await page.getByRole('link', { name: /Your bonus is ready/ }).click()
    await page.getByTestId('inbox-message').waitFor()
    expect(await page.getByTestId('inbox-message').textContent()).toContain('Claim your ₱50 bonus')
    await shot(page, 'messages-detail')
    await page.getByRole('button', { name: 'Back to messages' }).click()
    await expect.poll(() => page.getByTestId('inbox-unread').textContent()).toBe(`${before - 1} unread`)
    expect(await page.getByRole('link', { name: /Your bonus is ready/ }).getAttribute('data-read')).toBe('true')

    await page.goto('/m/home')
    await expect.poll(() => badge(page).textContent()).toBe(String(before - 1))
    await shot(page, 'messages-home-badge-after')
    expect(await page.title()).not.toBe('pwned')
    expect(withoutFailedRequests(problems).filter((p) => !p.includes('Content Security Policy'))).toEqual([])
    await ctx.close()
  })
})

describe('help centre', () => {
  it('opens entry ?i=2 with its sanitised text and switches entries from the menu', async () => {
    const ctx = await context()
    const page = await ctx.newPage()
    await page.goto('/m/help?i=2')
    const content = page.getByTestId('help-content')
    await expect.poll(() => content.locator('h2').textContent()).toBe('How do withdrawals work?')
    await shot(page, 'messages-help-i2')
    await page.locator('.help__menu').getByText('I forgot my password').click()
    await expect.poll(() => content.locator('h2').textContent()).toBe('I forgot my password')
    expect(new URL(page.url()).searchParams.get('i')).toBe('3')
    await ctx.close()
  })
})

describe('feedback', () => {
  it('refuses a 6 MB file and a fake png, then sends a remark with two images', async () => {
    const ctx = await context()
    const page = await ctx.newPage()
    await signIn(page, 'jun')
    await page.goto('/m/feedback')
    const file = page.getByTestId('feedback-file')
    const errors = page.getByTestId('feedback-images-error')
    const huge = Buffer.concat([picture(8, 8), Buffer.alloc(6 * 1024 * 1024)])
    await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge })
    await expect.poll(() => errors.textContent()).toBe('huge.png is larger than 5 MB.')
    await shot(page, 'messages-feedback-6mb')
    await file.setInputFiles({
      name: 'setup.png',
      mimeType: 'image/png',
      buffer: Buffer.from('MZ\x90\x00 not a picture'),
    })
    await expect.poll(() => errors.textContent()).toBe('setup.png is not a PNG or JPG picture.')
    await page.getByLabel('Your feedback').fill('x'.repeat(141))
    await page.getByRole('button', { name: 'Send feedback' }).click()
    await page.getByText('The remark can be at most 140 characters.').waitFor()
    await shot(page, 'messages-feedback-refused')

    await page.getByLabel('Your feedback').fill('The Rocket Crash screen froze after cashing out.')
    await file.setInputFiles([
      { name: 'screen-1.png', mimeType: 'image/png', buffer: picture(60, 40) },
      { name: 'screen-2.png', mimeType: 'image/png', buffer: picture(40, 60) },
    ])
    await page.getByAltText('screen-2.png').waitFor()
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
    await shot(page, 'messages-feedback-filled')
    await page.getByRole('button', { name: 'Send feedback' }).click()
    await page.getByText('Thank you! Your feedback was sent.').waitFor()
    await page.getByAltText('screen-1.png').waitFor({ state: 'detached' })

    const res = await fetch(`${inject('baseUrl')}/admin/feedback?merchant=demo&limit=1`, {
      headers: { 'x-admin-token': inject('adminToken') },
    })
    const [stored] = ((await res.json()) as { value: { username: string; remark: string; images: unknown[] }[] }).value
    expect(stored).toMatchObject({ username: 'jun', remark: 'The Rocket Crash screen froze after cashing out.' })
    expect(stored?.images).toHaveLength(2)
    await ctx.close()
  })
})

describe('info pages', () => {
  it('download page offers the iOS profile with how to install it, and no app that does not exist', async () => {
    const ctx = await context()
    const page = await ctx.newPage()
    await page.goto('/m/download')
    const profile = page.getByRole('link', { name: 'Install the iOS profile' })
    await profile.waitFor()
    expect(await profile.getAttribute('href')).toBe('/downloads/demo.mobileconfig')
    expect(await page.getByRole('link', { name: /Download for (Android|iOS)/ }).count()).toBe(0)
    await page.getByText('After the profile downloads, open Settings → Profile Downloaded to install it.').waitFor()
    // The iOS 12.4 requirement is the iOS app's, which the demo does not offer.
    expect(await page.getByRole('note').count()).toBe(0)
    await shot(page, 'messages-download')
    await ctx.close()
  })

  it('agreement states 18 on demo and 21 on the second merchant', async () => {
    for (const [merchant, age] of [
      ['demo', 18],
      ['demo2', 21],
    ] as const) {
      const ctx = await context(merchant)
      const page = await ctx.newPage()
      await page.goto('/m/useragreement')
      await expect
        .poll(() => page.getByTestId('agreement-age').textContent())
        .toBe(`You must be at least ${age} years old to play.`)
      expect(await page.locator('.agreement__body').textContent()).toContain(`at least ${age} years old`)
      await shot(page, `messages-agreement-${merchant}`)
      await ctx.close()
    }
  })

  it('invite friends shows the member referral code and link; guests go to login', async () => {
    const ctx = await context()
    const page = await ctx.newPage()
    await page.goto('/m/inviteFriends')
    await page.waitForURL('**/m/login')
    await signIn(page, 'lina')
    await page.goto('/m/inviteFriends')
    const code = (await page.getByTestId('invite-code').textContent()) ?? ''
    expect(code).toMatch(/^[A-Z2-9]{8}$/)
    expect(await page.getByTestId('invite-link').textContent()).toBe(`${inject('baseUrl')}/m/register?r=${code}`)
    await shot(page, 'messages-invite')
    await ctx.close()
  })

  it('customer service lists the decrypted links', async () => {
    const ctx = await context()
    const page = await ctx.newPage()
    await page.goto('/m/service')
    const list = page.getByTestId('service-links')
    await list.waitFor()
    expect(await page.getByRole('link', { name: 'Chat with us on WHATSAPP' }).getAttribute('href')).toBe(
      'https://wa.me/639171234567',
    )
    // Each of the demo merchant's five seeded channels decodes to a web address.
    expect(await list.locator('a').count()).toBe(5)
    for (const href of await list.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^https:\/\//)
    await shot(page, 'messages-service')
    await ctx.close()
  })

  it('the notice page lists announcements and goes back home', async () => {
    const ctx = await context()
    const page = await ctx.newPage()
    await page.goto('/m/home')
    await dismissPopup(page)
    await page.getByTestId('notice-marquee').click()
    await page.waitForURL('**/m/notice')
    await page.getByTestId('notice-list').waitFor()
    expect(await page.locator('.notice-card').count()).toBeGreaterThan(0)
    await shot(page, 'messages-notice')
    await page.getByRole('button', { name: /back/i }).first().click()
    await page.waitForURL('**/m/home')
    await ctx.close()
  })
})
