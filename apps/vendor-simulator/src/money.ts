/**
 * Amounts on the wire are strings of integer minor units. How many minor digits a currency has is
 * read off the platform's own answer ("1000.00" beside "100000" means two), so demo currencies such as
 * DEMO need no table here.
 */

export function minorDigitsOf(balance: unknown, balanceMinor: unknown): number {
  if (typeof balance === 'string' && typeof balanceMinor === 'string') {
    const dot = balance.indexOf('.')
    return dot < 0 ? 0 : balance.length - dot - 1
  }
  return 2
}

/** "10050", "PHP", 2 → "PHP 100.50" (grouped thousands). */
export function formatMinor(amount: string | bigint, currency: string, digits: number): string {
  const text = amount.toString()
  const negative = text.startsWith('-')
  const padded = (negative ? text.slice(1) : text).padStart(digits + 1, '0')
  const whole = padded.slice(0, padded.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const frac = digits > 0 ? `.${padded.slice(padded.length - digits)}` : ''
  return `${currency} ${negative ? '-' : ''}${whole}${frac}`
}

/** The stake choices on every page: 1, 5, 10 and 50 in major units. */
export function stakeChoices(digits: number): string[] {
  return [1n, 5n, 10n, 50n].map((major) => (major * 10n ** BigInt(digits)).toString())
}

/** `stake × hundredths / 100`, rounded down to a whole minor unit. */
export function payout(stakeMinor: string, hundredths: number): string {
  return ((BigInt(stakeMinor) * BigInt(hundredths)) / 100n).toString()
}
