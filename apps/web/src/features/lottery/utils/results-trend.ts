import type { LotteryFamily, LotteryNumero } from '@parlor/contract'

/** What one trend line follows: a result's number at a position, or a figure derived from it. */
export interface TrendLens {
  /** i18n key under lottery.results.lens (with `n` for positions). */
  key: 'position' | 'champion' | 'special2'
  n?: number
  /** The value plotted for one result. */
  value: (result: readonly string[]) => number
  min: number
  max: number
  /** The labels counted for the frequency bars, in display order. */
  labels: string[]
  /** The labels one result adds to the frequency counts. */
  counted: (result: readonly string[]) => string[]
}

const digits = Array.from({ length: 10 }, (_, i) => String(i))
const cars = Array.from({ length: 10 }, (_, i) => String(i + 1))
const lastTwo = (s: string) => s.slice(-2).padStart(2, '0')

/** The lines the trend chart offers for a family: per position for digits, the champion, the special's last two. */
export function trendLenses(family: LotteryFamily): TrendLens[] {
  switch (family) {
    case 'SSC':
    case 'D3':
      return Array.from({ length: family === 'SSC' ? 5 : 3 }, (_, i) => ({
        key: 'position' as const,
        n: i + 1,
        value: (r: readonly string[]) => Number(r[i] ?? 0),
        min: 0,
        max: 9,
        labels: digits,
        counted: (r: readonly string[]) => [r[i] ?? ''],
      }))
    case 'PK10':
      return [
        {
          key: 'champion',
          value: (r) => Number(r[0] ?? 1),
          min: 1,
          max: 10,
          labels: cars,
          counted: (r) => [r[0] ?? ''],
        },
      ]
    case 'VN':
      return [
        {
          key: 'special2',
          value: (r) => Number(lastTwo(r[0] ?? '0')),
          min: 0,
          max: 99,
          // Last digit of every prize (the "tail" count players follow for lo): ten bars a phone shows.
          labels: digits,
          counted: (r) => r.map((s) => s.slice(-1)),
        },
      ]
  }
}

export interface TrendPoint {
  numero: string
  value: number
}

/** Drawn numeros oldest first as points of a lens, at most `limit` of the newest. */
export function trendPoints(draws: readonly LotteryNumero[], lens: TrendLens, limit = 30): TrendPoint[] {
  return draws
    .filter((d): d is LotteryNumero & { result: string[] } => d.result !== null)
    .slice(0, limit)
    .reverse()
    .map((d) => ({ numero: d.numero, value: lens.value(d.result) }))
}

/** How often each label came up in the newest `limit` draws, in the lens's label order. */
export function frequencies(
  draws: readonly LotteryNumero[],
  lens: TrendLens,
  limit = 30,
): { label: string; count: number }[] {
  const counts = new Map(lens.labels.map((l) => [l, 0]))
  for (const d of draws.slice(0, limit)) {
    if (!d.result) continue
    for (const label of lens.counted(d.result)) if (counts.has(label)) counts.set(label, (counts.get(label) ?? 0) + 1)
  }
  return lens.labels.map((label) => ({ label, count: counts.get(label) ?? 0 }))
}
