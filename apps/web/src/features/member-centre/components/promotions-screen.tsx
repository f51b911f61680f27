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

interface PromotionsScreenProps {
  /** The merchant's live promotions (`MCSFE_getMerchantAvailablePromotions`); undefined while loading. */
  promotions: Promotion[] | undefined
  /** Operator HTML goes through the app's one sanitiser; the route passes it in. */
  renderHtml: (html: string) => ReactNode
}

function PromotionCards({ list, renderHtml }: { list: Promotion[]; renderHtml: PromotionsScreenProps['renderHtml'] }) {
  const { t } = useTranslation()
  return (
    <>
      {list.map((p) => (
        <article key={p.id} className="mc-card">
          <h2>{p.title}</h2>
          {renderHtml(p.content)}
          {p.endTime && <p>{t('memberCentre.rewards.ends', { date: dateOnly(p.endTime) })}</p>}
        </article>
      ))}
    </>
  )
}

/**
 * `/m/rewardCenter` (REWCEN3, decision 012): the promotions a member can take part in now, and the
 * rewards received, of which the ledger holds none yet (no reward is ever credited by this platform).
 */
export function RewardCentreScreen({ promotions, renderHtml }: PromotionsScreenProps) {
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
            <PromotionCards list={live} renderHtml={renderHtml} />
          )}
          <EmptyState
            icon={<GiftOutline />}
            title={t('memberCentre.rewards.receivedTitle')}
            text={t('memberCentre.rewards.receivedText')}
          />
        </div>
      )}
    </MemberOnly>
  )
}

/** `/m/leaderBoard` (decision 012): the merchant's live mission promotions, or that none runs. */
export function MissionsScreen({ promotions, renderHtml }: PromotionsScreenProps) {
  const { t } = useTranslation()
  const missions = (promotions ?? []).filter((p) => p.enabled && p.promotionType === 'MISSION')
  return (
    <MemberOnly>
      {() => (
        <div className="mc-page">
          {promotions && missions.length === 0 ? (
            <EmptyState
              icon={<StarOutline />}
              title={t('memberCentre.missions.emptyTitle')}
              text={t('memberCentre.missions.emptyText')}
            />
          ) : (
            <PromotionCards list={missions} renderHtml={renderHtml} />
          )}
        </div>
      )}
    </MemberOnly>
  )
}
