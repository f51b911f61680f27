/**
 * Money as text and back, for both apps. The ledger holds integer minor units (bigint); the wire
 * carries major-unit numbers the server computed from them (wallet.ts, agent.ts). Every amount a
 * person types, every amount a screen, answer or CLI prints goes through here, with no float
 * arithmetic on the digits. Edit with care: screens, CLIs and their tests depend on these exact
 * strings (storefront §9: balances with two decimals, thousands grouped).
 */

/** Decimals of every currency the platform holds. */
export const MONEY_DECIMALS = 2

export interface MoneyFormat {
  /** Written before the figure and its sign, as the wallet header shows it: `$-5.00`. */
  symbol?: string
  /** Fraction digits; the platform's currencies all have two. */
  decimals?: number
  /** A `+` before a positive figure (zero and negatives as usual), for gains and losses. */
  sign?: boolean
  /** Thousands separated by commas (on unless turned off, as plain CLI output does). */
  grouping?: boolean
  /**
   * A BCP 47 tag: group and decimal marks as that language writes them (`1.234,50` in Spanish,
   * `12,34,567.89` in Hindi), always in Latin digits so a figure reads like what a person types.
   * Without it, the comma-and-dot form above.
   */
  locale?: string
}

const MAX_DECIMALS = 18

function scaleFor(decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS)
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}: ${decimals}`)
  return 10n ** BigInt(decimals)
}

/** Integer minor units as text: `123456789n` → `1,234,567.89`. A fractional number is refused. */
export function formatMinor(minor: bigint | number, format: MoneyFormat = {}): string {
  const { symbol = '', decimals = MONEY_DECIMALS, sign = false, grouping = true } = format
  if (typeof minor === 'number' && !Number.isSafeInteger(minor))
    throw new RangeError(`minor units must be a safe integer: ${minor}`)
  const n = BigInt(minor)
  const scale = scaleFor(decimals)
  const abs = n < 0n ? -n : n
  const whole = (abs / scale).toString()
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole
  const frac = decimals > 0 ? `.${(abs % scale).toString().padStart(decimals, '0')}` : ''
  const mark = n < 0n ? '-' : sign && n > 0n ? '+' : ''
  if (format.locale) return `${symbol}${localeFigure(`${mark}${whole}${frac}`, decimals, grouping, format.locale)}`
  return `${symbol}${mark}${grouped}${frac}`
}

const figureFormats = new Map<string, Intl.NumberFormat>()

/** An exact decimal text (Intl formats a numeric string without going through a float). */
function localeFigure(decimal: string, decimals: number, grouping: boolean, locale: string): string {
  const key = `${locale}|${decimals}|${grouping}`
  let nf = figureFormats.get(key)
  if (!nf) {
    nf = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
      numberingSystem: 'latn',
    })
    figureFormats.set(key, nf)
  }
  // The sign stays ours, as without a locale: Intl's may be another minus with bidi marks around it.
  const sign = /^[+-]/.exec(decimal)?.[0] ?? ''
  return `${sign}${nf.format(decimal.slice(sign.length) as `${number}`)}`
}

/**
 * A typed amount in major units → minor units: `"100.00"`, `"-5"`, `"0.5"`, surrounding spaces
 * allowed. Null when it is not a plain decimal (no exponent, no grouping, no leading `+` or `.`),
 * has more than `decimals` places, or more than 15 whole digits (beyond any balance we hold).
 * Callers decide whether zero or a negative amount is acceptable.
 */
export function parseMajor(text: string, decimals: number = MONEY_DECIMALS): bigint | null {
  const scale = scaleFor(decimals)
  const m = /^(-)?(\d{1,15})(?:\.(\d+))?$/.exec(text.trim())
  if (!m) return null
  const frac = m[3] ?? ''
  if (frac.length > decimals) return null
  const minor = BigInt(m[2] as string) * scale + BigInt(frac.padEnd(decimals, '0') || '0')
  return m[1] ? -minor : minor
}

/**
 * A major-unit number from the wire → minor units, rounded half away from zero on the number's
 * shortest decimal text (as `Intl.NumberFormat` rounds), so 1.005 gives 101 and 0.1 + 0.2 gives 30.
 */
export function toMinor(major: number, decimals: number = MONEY_DECIMALS): bigint {
  scaleFor(decimals)
  if (!Number.isFinite(major)) throw new RangeError(`not a finite amount: ${major}`)
  // String(number) is the shortest text that reads back as the same number, maybe with an exponent.
  const m = /^(-)?(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(major)) as RegExpExecArray
  const int = m[2] as string
  const frac = m[3] ?? ''
  const digits = int + frac
  // How many leading digits of `digits` make up the minor units.
  const kept = int.length + Number(m[4] ?? 0) + decimals
  let abs: bigint
  if (kept >= digits.length) abs = BigInt(digits + '0'.repeat(kept - digits.length))
  else if (kept < 0) abs = 0n
  else abs = BigInt(digits.slice(0, kept) || '0') + ((digits[kept] as string) >= '5' ? 1n : 0n)
  return m[1] ? -abs : abs
}

/** Minor units → a major-unit number, for answers only (the wire speaks major units). */
export const toMajor = (minor: bigint | number, decimals: number = MONEY_DECIMALS): number =>
  Number(minor) / Number(scaleFor(decimals))

/** A major-unit number from the wire as text: `formatMinor(toMinor(major))`. */
export const formatMajor = (major: number, format: MoneyFormat = {}): string =>
  formatMinor(toMinor(major, format.decimals), format)
