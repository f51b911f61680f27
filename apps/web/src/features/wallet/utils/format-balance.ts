/**
 * Balance display (storefront §9: 2 decimals). Amounts arrive as numbers in major units that the
 * server computed from integer minor units; Intl rounds once, so no float drift reaches the screen.
 */
const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export function formatBalance(amount: number, symbol = ''): string {
  const text = formatter.format(Number.isFinite(amount) ? amount : 0)
  return `${symbol}${text}`
}
