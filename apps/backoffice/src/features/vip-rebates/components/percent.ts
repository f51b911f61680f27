/**
 * Rates are stored in basis points and typed as percentages with up to two decimals, so every
 * value typed maps to a whole number of basis points (1.25% = 125).
 */
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/

export function percentToBp(text: string): number | null {
  const v = text.trim()
  if (!PERCENT.test(v)) return null
  const [whole = '0', frac = ''] = v.split('.')
  const bp = Number(whole) * 100 + Number(frac.padEnd(2, '0'))
  return bp <= 10_000 ? bp : null
}

export const bpToPercent = (bp: number) => {
  const s = (bp / 100).toFixed(2)
  return s.replace(/\.?0+$/, '') || '0'
}

/** A non-negative amount in major units with at most two decimals, as the server takes it. */
export const isAmount = (text: string) => /^\d{1,12}(\.\d{1,2})?$/.test(text.trim())
