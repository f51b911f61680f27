import type { promotionSchema } from '@parlor/contract'
import { GiftOutline, StarOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { dateOnly } from '../utils/format'
import { EmptyState } from './empty-state'
import { MemberOnly } from '@/components/layout/member-only'
import './member-centre.css'

type Promotion = z.infer<typeof promotionSchema>

interface PromotionsScreenProps<P extends Promotion> {
  /** The merchant's promotions (`MCSFE_getAvailablePromotions`); undefined while loading. */
  promotions: P[] | undefined
  /** Operator HTML goes through the app's one sanitiser; the route passes it in. */
  renderHtml: (html: string) => ReactNode
  /** The promotion's status button (promotions feature), from the route. */
  renderAction?: (promotion: P) => ReactNode
  /** The member's received rewards (promotions feature); absent or null: none yet. */
  received?: ReactNode
  /** Missions only: the live leaderboards (promotions feature), shown above the missions. */
  leaderboards?: ReactNode
}

function PromotionCards<P extends Promotion>({
  list,
  renderHtml,
  renderAction,
}: Pick<PromotionsScreenProps<P>, 'renderHtml' | 'renderAction'> & { list: P[] }) {
  const { t } = useTranslation()
  return (
    <>
      {list.map((p) => (
        <article key={p.id} className="mc-card">
          <h2>{p.title}</h2>
          {renderHtml(p.content)}
          {p.endTime && <p>{t('memberCentre.rewards.ends', { date: dateOnly(p.endTime) })}</p>}
          {renderAction?.(p)}
        </article>
      ))}
    </>
  )
}

/**
 * `/m/rewardCenter` (REWCEN3, decisions 012 and 038): the promotions a member can take part in now,
 * each with its status button, and the rewards received.
 */
export function RewardCentreScreen<P extends Promotion>({
  promotions,
  renderHtml,
  renderAction,
  received,
}: PromotionsScreenProps<P>) {
  const { t } = useTranslation()
  const live = (promotions ?? []).filter((p) => p.enabled)
  return (
    <MemberOnly>
      {() => (
        <div className="mc-page">
          <h2 className="visually-hidden">{t('memberCentre.rewards.available')}</h2>
          {promotions && live.length === 0 ? (
            <EmptyState
              icon={<GiftOutline />}
              title={t('memberCentre.rewards.noneTitle')}
              text={t('memberCentre.rewards.noneText')}
            />
          ) : (
            <PromotionCards list={live} renderHtml={renderHtml} renderAction={renderAction} />
          )}
          {received ?? (
            <EmptyState
              icon={<GiftOutline />}
              title={t('memberCentre.rewards.receivedTitle')}
              text={t('memberCentre.rewards.receivedText')}
            />
          )}
        </div>
      )}
    </MemberOnly>
  )
}

/** `/m/leaderBoard` (decision 012): the merchant's live mission promotions, or that none runs. */
export function MissionsScreen<P extends Promotion>({
  promotions,
  renderHtml,
  renderAction,
  leaderboards,
}: PromotionsScreenProps<P>) {
  const { t } = useTranslation()
  const missions = (promotions ?? []).filter((p) => p.enabled && p.promotionType === 'MISSION')
  return (
    <MemberOnly>
      {() => (
        <div className="mc-page">
          {leaderboards}
          {promotions && missions.length === 0 ? (
            <EmptyState
              icon={<StarOutline />}
              title={t('memberCentre.missions.emptyTitle')}
              text={t('memberCentre.missions.emptyText')}
            />
          ) : (
            <PromotionCards list={missions} renderHtml={renderHtml} renderAction={renderAction} />
          )}
        </div>
      )}
    </MemberOnly>
  )
}
