/**
 * Figures and dates as the player's language writes them. Screens format money and time through
 * here, not through the contract's formatter or `toLocaleString()` directly, so a Spanish player
 * reads `₱1.234,50` and a Vietnamese one a Vietnamese date whatever the browser's own language.
 * Amounts put back into inputs or sent on the wire keep the contract's plain form.
 */
import { formatMajor, formatMinor, LANGUAGE_TAGS, type MoneyFormat } from '@parlor/contract'
import { currentLanguage } from './i18n'

const tag = () => LANGUAGE_TAGS[currentLanguage()]

/** Integer minor units for display: `formatMoney(123450n, { symbol: '₱' })`. */
export const formatMoney = (minor: bigint | number, format: MoneyFormat = {}) =>
  formatMinor(minor, { ...format, locale: tag() })

/** A major-unit number from the wire, for display. */
export const formatMoneyMajor = (major: number, format: MoneyFormat = {}) =>
  formatMajor(major, { ...format, locale: tag() })

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * One formatter per language and options: building one costs tens of milliseconds on a slow
 * phone (as does `toLocaleString`, which builds one on every call), and lists format many dates.
 * Throws a RangeError for a time zone Intl does not know, like the constructor.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let f = dateFormats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options)
    dateFormats.set(key, f)
  }
  return f
}

/** Date and time of an epoch-millisecond instant, in the browser's time zone. */
export const formatDateTime = (
  ms: number,
  options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
) => dateTimeFormat(tag(), options).format(ms)

/** The date only. */
export const formatDate = (ms: number) => dateTimeFormat(tag()).format(ms)

/** A calendar day (`YYYY-MM-DD`, a date of birth) in the player's language, the same in every time zone. */
export const formatCalendarDay = (day: string) =>
  dateTimeFormat(tag(), { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(`${day}T00:00:00Z`))

/** A country's name in the player's language (`VN` → "Việt Nam"), else the name the server gave. */
export function formatRegion(countryCode: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([tag()], { type: 'region', fallback: 'none' }).of(countryCode) ?? fallback
  } catch {
    // Not a region code Intl knows.
    return fallback
  }
}

/** What is left until an instant, as `h:mm:ss` (or `m:ss` under an hour); 0:00 once it has passed. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}
