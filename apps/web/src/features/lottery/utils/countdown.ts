import type { LotteryNumero } from '@parlor/contract'

/**
 * Where the numero on sale stands at `now` (server time): open for bets until it closes; before it
 * opens the previous numero is closed and waiting for its draw ("Drawing…"); at or after its close
 * the screen's data is stale until the next numero arrives.
 */
export type Phase = { kind: 'open'; msLeft: number } | { kind: 'drawing'; msToOpen: number } | { kind: 'closed' }

export function phaseAt(current: Pick<LotteryNumero, 'opensAt' | 'closesAt'>, now: number): Phase {
  if (now < current.opensAt) return { kind: 'drawing', msToOpen: current.opensAt - now }
  if (now < current.closesAt) return { kind: 'open', msLeft: current.closesAt - now }
  return { kind: 'closed' }
}

const two = (n: number) => String(n).padStart(2, '0')

/** A countdown as the clock shows it: `MM:SS`, or `H:MM:SS` from an hour up (rounded up to the second). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`
}

/**
 * Whether the last result shown is older than the draw that ended just before the current numero
 * opened (the draw runs a moment after its time), so the screen asks again.
 */
export const lastIsStale = (last: Pick<LotteryNumero, 'drawsAt'> | null, current: Pick<LotteryNumero, 'opensAt'>) =>
  last === null || last.drawsAt < current.opensAt
