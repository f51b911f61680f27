// The in-house pages' texts in the player's language, for what the scripts write (the server has
// already written the page's own texts, page-texts.ts): the language is the one the server rendered
// the page in (<html data-lang lang>), the texts its dictionary (i18n/<code>.json, served whole with
// English filling any gap). Numbers, money and dates go through Intl with the page's BCP 47 tag.

const root = document.documentElement
/** The page's language code (CN, EN, PT-BR, …) and its BCP 47 tag (zh-CN, en, pt-BR, …). */
export const lang = root.dataset.lang || 'EN'
export const tag = root.lang || 'en'

async function load(code) {
  const res = await fetch(`/games/inhouse/assets/i18n-${code.toLowerCase()}.json`)
  if (!res.ok) throw new Error(res.statusText)
  return res.json()
}
// Preloaded by the page's <link rel="preload">; a failure leaves the keys showing, not a dead page.
const texts = await load(lang).catch(() => ({}))

/** The text of `key` with its {placeholders} filled from `params`. */
export function t(key, params = {}) {
  const text = typeof texts[key] === 'string' ? texts[key] : key
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole))
}

/** A number with exactly `digits` decimals, in the page's language (Burmese digits in Burmese…). */
export const decimal = (n, digits = 2) =>
  new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n)
/** A ratio (0.96) as a percentage (96.00%) in the page's language. */
export const percent = (ratio, digits = 2) =>
  new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    ratio,
  )
export const dateTime = (iso) => new Date(iso).toLocaleString(tag)
/**
 * Text kept left to right inside a right-to-left sentence (a bidi isolate): ticket digits and round
 * ids read as they do on the balls, not reordered by the Urdu around them. Left-to-right pages
 * need no isolate, and get none.
 */
export const ltr = (text) => (root.dir === 'rtl' ? `\u2066${text}\u2069` : String(text))
/** What a player typed as a decimal number, with a comma or a dot before the decimals. */
export const parseDecimal = (raw) => Number(String(raw).trim().replace(',', '.'))
