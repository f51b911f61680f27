import type { DepositChannel } from '@parlor/contract'
import type { ReactNode } from 'react'

type Variant = DepositChannel['variant']

/** Drawn inline (no external assets): a tinted disc with the variant's mark. */
const MARKS: Record<Variant, { tint: string; mark: ReactNode }> = {
  card: {
    tint: '#3d7eff',
    mark: (
      <>
        <rect x="7" y="11" width="26" height="18" rx="3" fill="none" stroke="#fff" strokeWidth="2" />
        <rect x="7" y="15" width="26" height="4" fill="#fff" />
        <rect x="11" y="23" width="8" height="2" rx="1" fill="#fff" />
      </>
    ),
  },
  qr: {
    tint: '#7a5cff',
    mark: (
      <>
        <rect x="9" y="9" width="9" height="9" rx="1" fill="none" stroke="#fff" strokeWidth="2" />
        <rect x="22" y="9" width="9" height="9" rx="1" fill="none" stroke="#fff" strokeWidth="2" />
        <rect x="9" y="22" width="9" height="9" rx="1" fill="none" stroke="#fff" strokeWidth="2" />
        <rect x="22" y="22" width="4" height="4" fill="#fff" />
        <rect x="27" y="27" width="4" height="4" fill="#fff" />
      </>
    ),
  },
  alipay: {
    tint: '#1677ff',
    mark: (
      <text x="20" y="26" textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff" fontFamily="sans-serif">
        A
      </text>
    ),
  },
  wechat: {
    tint: '#07c160',
    mark: (
      <>
        <ellipse cx="17" cy="18" rx="9" ry="7" fill="#fff" />
        <ellipse cx="24.5" cy="23.5" rx="7.5" ry="6" fill="#fff" stroke="#07c160" strokeWidth="1.5" />
      </>
    ),
  },
  qq: {
    tint: '#12b7f5',
    mark: (
      <text x="20" y="25" textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff" fontFamily="sans-serif">
        QQ
      </text>
    ),
  },
  bank: {
    tint: '#f0b93a',
    mark: (
      <>
        <path d="M8 16 L20 9 L32 16 Z" fill="#1d1506" />
        <rect x="11" y="18" width="3" height="9" fill="#1d1506" />
        <rect x="18.5" y="18" width="3" height="9" fill="#1d1506" />
        <rect x="26" y="18" width="3" height="9" fill="#1d1506" />
        <rect x="8" y="28" width="24" height="3" fill="#1d1506" />
      </>
    ),
  },
}

/** A deposit channel's icon by its variant. Decorative: the channel's name is beside it. */
export function ChannelIcon({ variant, size = 40 }: { variant: Variant; size?: number }) {
  const { tint, mark } = MARKS[variant]
  return (
    <svg
      className="dep-icon"
      data-variant={variant}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="20" cy="20" r="20" fill={tint} />
      {mark}
    </svg>
  )
}
