/**
 * `npm run bench:rtp`: each in-house game's return to player over simulated rounds (default
 * 1,000,000, BENCH_ROUNDS to change) from a fixed seed pair, beside the stated value.
 */
import { type Params, RULES, simulateRtp } from '../apps/server/src/modules/inhouse/games.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000)
const cases: { params: Params; bet: bigint; label: string }[] = [
  { params: { game: 'inhouse_rng_001' }, bet: 500n, label: 'slot, 5 lines' },
  { params: { game: 'inhouse_rng_002', side: 'lo', chance: 50 }, bet: 100n, label: 'dice, lo 50%' },
  { params: { game: 'inhouse_rng_002', side: 'hi', chance: 10 }, bet: 100n, label: 'dice, hi 10%' },
  { params: { game: 'inhouse_rng_003', target: 200 }, bet: 100n, label: 'crash, cash out 2.00x' },
  { params: { game: 'inhouse_rng_003', target: 1000 }, bet: 100n, label: 'crash, cash out 10.00x' },
]
console.log(`| game | case | stated RTP | simulated RTP (${ROUNDS.toLocaleString('en-US')} rounds) | seconds |`)
console.log('|---|---|---:|---:|---:|')
for (const c of cases) {
  const started = performance.now()
  const rtp = simulateRtp(c.params, ROUNDS, c.bet)
  const rule = RULES[c.params.game]
  console.log(
    `| ${rule.name} | ${c.label} | ${(rule.rtp * 100).toFixed(2)}% | ${(rtp * 100).toFixed(3)}% | ${((performance.now() - started) / 1000).toFixed(1)} |`,
  )
}
