import type { TrendPoint } from '../utils/results-trend'

const W = 360
const PAD = { left: 24, right: 8, top: 8, bottom: 18 }

/** Four to six round ticks between min and max, ends included. */
function ticks(min: number, max: number): number[] {
  const span = max - min
  const step = span <= 10 ? (span <= 5 ? 1 : 3) : 25
  const out: number[] = []
  for (let v = min; v < max; v += step) out.push(v)
  out.push(max)
  return out
}

/** The last numeros' values as a line, oldest left: a plain SVG, scaled to the screen's width. */
export function TrendLine({
  points,
  min,
  max,
  label,
}: {
  points: readonly TrendPoint[]
  min: number
  max: number
  label: string
}) {
  const height = max - min > 10 ? 180 : 150
  const plotW = W - PAD.left - PAD.right
  const plotH = height - PAD.top - PAD.bottom
  const x = (i: number) => PAD.left + (points.length <= 1 ? plotW / 2 : (i * plotW) / (points.length - 1))
  const y = (v: number) => PAD.top + plotH - ((v - min) * plotH) / Math.max(1, max - min)
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')
  const first = points[0]
  const last = points[points.length - 1]
  return (
    <svg
      className="results-chart"
      viewBox={`0 0 ${W} ${height}`}
      role="img"
      aria-label={label}
      data-testid="lottery-trend-line"
    >
      {ticks(min, max).map((v) => (
        <g key={v}>
          <line className="results-chart__grid" x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
          <text className="results-chart__axis" x={PAD.left - 4} y={y(v) + 3} textAnchor="end">
            {v}
          </text>
        </g>
      ))}
      <polyline className="results-chart__line" points={line} />
      {points.map((p, i) => (
        <circle key={p.numero} className="results-chart__dot" cx={x(i)} cy={y(p.value)} r={2.5}>
          <title>{`${p.numero}: ${p.value}`}</title>
        </circle>
      ))}
      {first && (
        <text className="results-chart__axis" x={PAD.left} y={height - 4} textAnchor="start">
          {first.numero}
        </text>
      )}
      {last && last !== first && (
        <text className="results-chart__axis" x={W - PAD.right} y={height - 4} textAnchor="end">
          {last.numero}
        </text>
      )}
    </svg>
  )
}

/** How often each label came up, one bar each; the most frequent stand out. */
export function FrequencyBars({
  counts,
  label,
}: {
  counts: readonly { label: string; count: number }[]
  label: string
}) {
  const height = 120
  const plotH = height - PAD.top - 16 - 12
  const top = Math.max(1, ...counts.map((c) => c.count))
  const slot = (W - PAD.left - PAD.right) / Math.max(1, counts.length)
  const barW = Math.min(24, slot * 0.7)
  return (
    <svg
      className="results-chart"
      viewBox={`0 0 ${W} ${height}`}
      role="img"
      aria-label={label}
      data-testid="lottery-trend-frequency"
    >
      {counts.map((c, i) => {
        const h = (c.count * plotH) / top
        const cx = PAD.left + slot * i + slot / 2
        const barTop = PAD.top + 12 + plotH - h
        return (
          <g key={c.label} data-label={c.label} data-count={c.count}>
            <rect
              className={`results-chart__bar${c.count === top && c.count > 0 ? ' results-chart__bar--hot' : ''}`}
              x={cx - barW / 2}
              y={barTop}
              width={barW}
              height={h}
              rx={2}
            />
            <text className="results-chart__count" x={cx} y={barTop - 2}>
              {c.count}
            </text>
            <text className="results-chart__axis" x={cx} y={height - 4} textAnchor="middle">
              {c.label}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
