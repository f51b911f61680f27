import type { PromotionStatus } from '@parlor/contract'

/** The label of each status (storefront §3); `coming soon` is spelt as the original shows it. */
export const STATUS_LABEL = {
  Join: 'promotions.status.join',
  Claim: 'promotions.status.claim',
  Applying: 'promotions.status.applying',
  Close: 'promotions.status.close',
  Rejected: 'promotions.status.rejected',
  Issued: 'promotions.status.issued',
  Claimed: 'promotions.status.claimed',
  Process: 'promotions.status.process',
  Joined: 'promotions.status.joined',
  'coming soon': 'promotions.status.comingSoon',
} as const satisfies Record<PromotionStatus, string>
