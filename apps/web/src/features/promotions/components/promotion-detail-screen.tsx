import type { AvailablePromotion } from '@parlor/contract'
import { DotLoading, ErrorBlock } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PromotionCountdown } from './promotion-countdown'
import { PromotionProgress } from './promotion-progress'
import { PromotionStatusButton } from './promotion-status-button'
import { RafflePanel } from './raffle-panel'
import { formatMoneyMajor } from '@/lib/format'
import './promotions.css'

interface PromotionDetailScreenProps {
  /** undefined while loading, null when the promotion is not (or no longer) listed. */
  promotion: AvailablePromotion | null | undefined
  signedIn: boolean
  onLogin: () => void
  /** The member's wallet total (wallet feature), from the route. */
  balance?: ReactNode
  /** Operator HTML goes through the app's one sanitiser; the route passes it in. */
  renderHtml: (html: string) => ReactNode
  /** Where a game type's games are listed (games feature), from the route. */
  gamesUrl: (gameType: string) => string
  /** What a kind shows of its own between the button and the rules (a referral's friends). */
  children?: ReactNode
}

/** `/m/activityInfo?id=`: banner, rules, progress, countdown and the promotion's one button. */
export function PromotionDetailScreen({
  promotion,
  signedIn,
  onLogin,
  balance,
  renderHtml,
  gamesUrl,
  children,
}: PromotionDetailScreenProps) {
  const { t } = useTranslation()
  if (promotion === undefined)
    return (
      <div className="promo-loading">
        <DotLoading color="primary" />
      </div>
    )
  if (promotion === null)
    return (
      <ErrorBlock
        status="empty"
        title={t('promotions.notFoundTitle')}
        description={t('promotions.notFoundText', { tab: t('tabs.activity') })}
      />
    )
  return (
    <article className="promo-detail">
      {promotion.imageUrl && <img src={promotion.imageUrl} alt="" className="promo-detail__banner" />}
      <div className="promo-detail__body">
        <h1 className="promo-detail__title">{promotion.title}</h1>
        <p className="promo-detail__meta">
          <span>{t('promotions.reward', { amount: formatMoneyMajor(promotion.reward) })}</span>
          <PromotionCountdown startTime={promotion.startTime} endTime={promotion.endTime} />
        </p>
        {(promotion.wagering ?? 0) > 0 && (
          <p className="promo-detail__wagering">{t('promotions.wagering', { times: promotion.wagering })}</p>
        )}
        <PromotionProgress promotion={promotion} />
        {promotion.raffle && <RafflePanel raffle={promotion.raffle} signedIn={signedIn} />}
        <div className="promo-detail__action">
          {signedIn && balance && (
            <p className="promo-detail__balance">
              {t('promotions.balance')} <strong>{balance}</strong>
            </p>
          )}
          <PromotionStatusButton promotion={promotion} signedIn={signedIn} onLogin={onLogin} size="large" block />
          {/* A joined mission progresses by playing: the way to its games is right under its button. */}
          {promotion.gameType && (promotion.status === 'Joined' || promotion.status === 'Process') && (
            <Link className="promo-detail__play" to={gamesUrl(promotion.gameType)}>
              {t('promotions.playNow')}
            </Link>
          )}
        </div>
        {children}
        <section className="promo-detail__rules" aria-labelledby="promo-rules-title">
          <h2 id="promo-rules-title">{t('promotions.rules')}</h2>
          {renderHtml(promotion.content)}
        </section>
      </div>
    </article>
  )
}
