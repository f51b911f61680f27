import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** A money figure as shown ("₱ 1,234.50") in minor units. */
export const minorOf = (text: string) => Number(text.replace(/[^\d-]/g, ''))

/**
 * The header's balance in minor units, once it shows one: after a page load the figure arrives with
 * the wallet's answer, and reading it earlier gives nothing, not the balance.
 */
export async function headerBalance(page: Page): Promise<number> {
  const el = page.getByTestId('header-balance').first()
  await expect.poll(async () => (await el.textContent()) ?? '', { timeout: 15_000 }).toMatch(/\d\.\d{2}$/)
  return minorOf((await el.textContent()) ?? '')
}
