import type { PromotionClaim } from '@parlor/contract'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatMoneyMajor } from '@/lib/format'
import './promotions.css'

/** Rewards the member received (`MCS2_getPromotionClaimList`), newest first. */
export function PromotionClaimsList({ claims }: { claims: PromotionClaim[] }) {
  const { t } = useTranslation()
  return (
    <section className="promo-claims" aria-labelledby="promo-claims-title">
      <h2 id="promo-claims-title">{t('promotions.receivedTitle')}</h2>
      <ul>
        {claims.map((c) => (
          <li key={c.id}>
            <span className="promo-claims__title">{c.title}</span>
            <strong>+{formatMoneyMajor(c.amount)}</strong>
            <span className="promo-claims__time">{formatDateTime(c.claimTime ?? c.joinTime)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
