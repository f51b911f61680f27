/**
 * A referral reward at phone size, end to end: a member copies their invite link, a friend
 * registers with it (from another address) and deposits ₱100 through the sandbox gateway; once the
 * webhook credits it, the inviter sees the friend (name masked) with the deposit met and the demo
 * referral's ₱20.00 issued, on the referral links screen and on the promotion's details screen.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { presetStorage, withoutFailedRequests } from './support/auth.ts'
import { headerBalance } from './support/balance.ts'
import { launch, phone, shot, watchConsole } from './support/browser.ts'
import { registerByUsername } from './support/register.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const masked = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`

describe('referral reward', { timeout: 180_000 }, () => {
  it('pays the inviter when the invited friend makes a first deposit, and shows the friend’s progress', async () => {
    const stamp = Date.now().toString(36)
    const inviterName = `inv${stamp}`
    const friendName = `frd${stamp}`

    const inviterCtx = await phone(browser)
    await inviterCtx.addInitScript(presetStorage({ language: 'EN', merchant: 'demo' }))
    const inviter = await inviterCtx.newPage()
    const inviterProblems = watchConsole(inviter)
    await registerByUsername(inviterCtx, inviter, inviterName, 'invite1234')
    await inviter.goto('/m/member/referral')
    const link = inviter.locator('.mc-code').nth(1)
    await link.waitFor()
    const registerUrl = new URL((await link.textContent()) ?? '')
    const progress = inviter.getByTestId('referral-progress')
    await progress.getByText('No friend has registered with your invite link').waitFor()
    await progress.scrollIntoViewIfNeeded()
    await shot(inviter, 'referral-reward-01-no-friends')

    // The friend opens the invite link on a phone of their own and registers with it.
    const friendCtx = await phone(browser)
    await friendCtx.addInitScript(presetStorage({ language: 'EN', merchant: 'demo' }))
    const friend = await friendCtx.newPage()
    const friendProblems = watchConsole(friend)
    await friend.goto(registerUrl.pathname + registerUrl.search)
    // The form keeps the link's code for the registration (reg_info) once it is up.
    await friend.getByRole('heading', { level: 1, name: 'Register' }).waitFor()
    await registerByUsername(friendCtx, friend, friendName, 'friend1234')

    // Registered, nothing deposited yet.
    await inviter.reload()
    const row = inviter.getByTestId('referral-friend').filter({ hasText: masked(friendName) })
    await row.waitFor()
    expect(await row.getByText('First deposit: none yet / 100.00').count()).toBe(1)
    expect(await row.locator('[data-status="Joined"]').count()).toBe(1)

    await friend.goto('/m/voucherCenter')
    await friend.getByTestId('channel-sandbox_card').click()
    await friend.getByRole('button', { name: '₱100', exact: true }).click()
    await friend.getByRole('button', { name: 'Continue to payment' }).click()
    await friend.waitForURL((u) => u.href.startsWith(`${inject('sandboxUrl')}/pay/`), { timeout: 20_000 })
    await friend.getByRole('button', { name: /Approve/ }).click()
    await friend.waitForURL('**/m/voucherCenter/pending?orderNo=*', { timeout: 20_000 })
    await friend.getByRole('heading', { name: 'Deposit credited' }).waitFor({ timeout: 30_000 })

    // The credit paid the inviter at once: the friend reads Issued and the header counts the ₱20.00.
    await inviter.reload()
    await row.locator('[data-status="Issued"]').waitFor({ timeout: 15_000 })
    expect(await row.getByText('First deposit: 100.00 / 100.00').count()).toBe(1)
    expect(await row.getByText('You received 20.00').count()).toBe(1)
    expect(await inviter.getByTestId('referral-earned').textContent()).toBe('Rewards earned: 20.00')
    await row.scrollIntoViewIfNeeded()
    await shot(inviter, 'referral-reward-02-links-issued')

    // The same on the referral promotion's details screen.
    await inviter.goto('/m/activity')
    await inviter.getByText('Invite a friend, get 20.00').first().click()
    await inviter.waitForURL('**/m/activityInfo?id=*')
    const detailRow = inviter.getByTestId('referral-friend').filter({ hasText: masked(friendName) })
    await detailRow.locator('[data-status="Issued"]').waitFor()
    await detailRow.scrollIntoViewIfNeeded()
    await shot(inviter, 'referral-reward-03-promotion-details')

    // Paid as cash: the inviter's balance is the reward.
    await inviter.goto('/m/home')
    expect(await headerBalance(inviter)).toBe(2_000)

    expect(withoutFailedRequests(inviterProblems)).toEqual([])
    expect(withoutFailedRequests(friendProblems)).toEqual([])
    await friendCtx.close()
    await inviterCtx.close()
  })
})
