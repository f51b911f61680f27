import type { PromotionStatus } from '@parlor/contract'
import { useTranslation } from 'react-i18next'
import { STATUS_LABEL } from './status-labels'

/** A status shown as a tag on a list card; acting on it happens on the details screen. */
export function PromotionStatusLabel({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation()
  const live = status === 'Join' || status === 'Claim'
  return (
    <span className={live ? 'promo-tag promo-tag--live' : 'promo-tag'} data-status={status}>
      {t(STATUS_LABEL[status])}
    </span>
  )
}
