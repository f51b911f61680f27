import type { LotteryFamily } from '@parlor/contract'
import './results-screen.css'

/**
 * A drawn result as players read it: digit balls (SSC, D3), numbered cars in finishing order
 * (PK10, each car its usual colour), or the Vietnamese special prize's digits.
 */
export function ResultBalls({
  family,
  result,
  small = false,
}: {
  family: LotteryFamily
  result: readonly string[]
  small?: boolean
}) {
  const items = family === 'VN' ? [...(result[0] ?? '')] : result
  const shape = family === 'PK10' ? 'car' : 'ball'
  return (
    <span className={`results-balls${small ? ' results-balls--small' : ''}`} role="img" aria-label={items.join(' ')}>
      {items.map((n, i) => (
        <span
          // Positions repeat digits, so the index is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a result's positions never reorder
          key={i}
          className={`results-ball results-ball--${shape}${shape === 'car' ? ` results-ball--car-${n}` : ''}`}
          aria-hidden="true"
        >
          {n}
        </span>
      ))}
    </span>
  )
}
