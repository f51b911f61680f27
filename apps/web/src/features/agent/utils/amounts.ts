import { parseMajor } from '@parlor/contract'

/** Below ten billion major units: the most an agent types, and still exact as a number of cents. */
const AMOUNT_LIMIT = 10n ** 12n

/**
 * Minor units of an amount the agent typed (major units, at most two decimals, the server's own
 * rule), or null when it is not a positive amount below the limit.
 */
export function parseAmount(text: string): number | null {
  const minor = parseMajor(text)
  return minor !== null && minor > 0n && minor < AMOUNT_LIMIT ? Number(minor) : null
}

/**
 * Red envelope rain: a total (minor units) shared by `count` envelopes, each at least one minor
 * unit. Equal shares give the remainder to the first envelopes; random shares are drawn with
 * `random` (injectable for tests) and always add up to the total.
 */
export function splitAmount(total: number, count: number, mode: 'equal' | 'random', random = Math.random): number[] {
  if (count <= 0 || total < count) return []
  if (mode === 'equal') {
    const base = Math.floor(total / count)
    const extra = total - base * count
    return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0))
  }
  // Cut the spare amount at count−1 random points: the gaps are the shares beyond the minimum.
  const spare = total - count
  const cuts = Array.from({ length: count - 1 }, () => Math.floor(random() * (spare + 1))).sort((a, b) => a - b)
  const edges = [0, ...cuts, spare]
  return Array.from({ length: count }, (_, i) => 1 + (edges[i + 1] as number) - (edges[i] as number))
}

/** A fresh idempotency key for one intended transfer (sent again as is on a retry). */
export const newRequestKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
