import type { AvailablePromotion } from '@parlor/contract'
import { ProgressBar } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { formatMoneyMajor } from '@/lib/format'

/** A mission's bets this week against its target, once the member joined. */
export function PromotionProgress({ promotion }: { promotion: AvailablePromotion }) {
  const { t } = useTranslation()
  if (promotion.kind !== 'MISSION' || promotion.target === null) return null
  const progress = promotion.progress ?? 0
  const percent = promotion.target > 0 ? Math.min(100, (progress / promotion.target) * 100) : 100
  return (
    <div className="promo-progress">
      <ProgressBar percent={promotion.progress === null ? 0 : percent} />
      <p>
        {promotion.progress === null
          ? t('promotions.target', { target: formatMoneyMajor(promotion.target) })
          : t('promotions.progress', {
              progress: formatMoneyMajor(progress),
              target: formatMoneyMajor(promotion.target),
            })}
      </p>
    </div>
  )
}
