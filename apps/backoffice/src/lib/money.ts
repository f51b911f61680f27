import { parseMajor, formatMinor } from '@parlor/contract'

/**
 * A wire amount (major-unit text such as `"-1234.5"`) for display: `1,234.50 PHP`. Parsed to minor
 * units first, so no float ever touches money. Text that is not an amount is shown as it came.
 */
export function formatMoney(value: string, currency?: string, options: { sign?: boolean } = {}): string {
  const minor = parseMajor(value)
  if (minor === null) return value
  const text = formatMinor(minor, { sign: options.sign ?? false })
  return currency ? `${text} ${currency}` : text
}

/** The exact sum of wire amounts (major-unit text), as wire text: `["1.10", "-0.05"]` → `"1.05"`. */
export function sumMajor(values: readonly string[]): string {
  let total = 0n
  for (const v of values) total += parseMajor(v) ?? 0n
  return formatMinor(total, { grouping: false })
}
