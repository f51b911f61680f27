/**
 * Amounts on the wire are strings of integer minor units; the hosted page shows and reads major units.
 * The number of minor digits comes from the ISO currency (PHP and USD 2, JPY 0), as Intl knows it.
 */

export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}

/** "10050", "PHP" → "PHP 100.50" (grouped thousands). */
export function formatMinor(amount: string, currency: string): string {
  const digits = minorDigits(currency)
  const padded = amount.padStart(digits + 1, '0')
  const whole = padded.slice(0, padded.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const frac = digits > 0 ? `.${padded.slice(padded.length - digits)}` : ''
  return `${currency} ${whole}${frac}`
}

/** A player's "100.5" or "1,000" → minor units as a string, or null when it is not a positive amount. */
export function parseMajor(text: string, currency: string): string | null {
  const digits = minorDigits(currency)
  const clean = text.trim().replace(/,/g, '')
  const match = /^(\d{1,15})(?:\.(\d*))?$/.exec(clean)
  if (!match) return null
  const frac = match[2] ?? ''
  if (frac.length > digits) return null
  const minor = BigInt(match[1] ?? '0') * 10n ** BigInt(digits) + BigInt(frac.padEnd(digits, '0') || '0')
  return minor > 0n ? minor.toString() : null
}
