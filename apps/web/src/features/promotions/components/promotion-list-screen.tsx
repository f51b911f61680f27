import type { AvailablePromotion } from '@parlor/contract'
import { DotLoading, ErrorBlock, Tabs } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PromotionCountdown } from './promotion-countdown'
import { PromotionStatusLabel } from './promotion-status-label'
import { formatMoneyMajor } from '@/lib/format'
import './promotions.css'

const ALL = 'ALL'

interface PromotionListScreenProps {
  promotions: AvailablePromotion[] | undefined
  /** The list could not be loaded (the query client already toasted why). */
  failed?: boolean
  onOpen: (id: number) => void
}

/** `/m/activity`: the merchant's promotions by category tab, each opening its details. */
export function PromotionListScreen({ promotions, failed, onOpen }: PromotionListScreenProps) {
  const { t } = useTranslation()
  const [tab, setTab] = useState(ALL)
  const categories = useMemo(() => [...new Set((promotions ?? []).map((p) => p.category))], [promotions])
  const shown = (promotions ?? []).filter((p) => tab === ALL || p.category === tab)
  // DAILY and SLOTS have their own words; the other tabs are game types, named as the lobby names them.
  const label = (c: string) =>
    t(`promotions.category.${c}`, { defaultValue: t(`games.types.${c}`, { defaultValue: c }) })

  return (
    <div className="promo-page">
      <h1 className="visually-hidden">{t('screens.activity')}</h1>
      {!promotions && failed && (
        <ErrorBlock status="default" title={t('errors.screenTitle')} description={t('errors.screenDescription')} />
      )}
      {!promotions && !failed && (
        <div className="promo-loading">
          <DotLoading color="primary" />
        </div>
      )}
      {categories.length > 1 && (
        <Tabs activeKey={tab} onChange={setTab} className="promo-tabs">
          <Tabs.Tab key={ALL} title={t('promotions.all')} />
          {categories.map((c) => (
            <Tabs.Tab key={c} title={label(c)} />
          ))}
        </Tabs>
      )}
      {!promotions ? null : shown.length === 0 ? (
        <ErrorBlock status="empty" title={t('promotions.emptyTitle')} description={t('promotions.emptyText')} />
      ) : (
        <ul className="promo-list">
          {shown.map((p) => (
            <li key={p.id}>
              <button type="button" className="promo-card" onClick={() => onOpen(p.id)}>
                {p.imageUrl && <img src={p.imageUrl} alt="" className="promo-card__banner" />}
                <span className="promo-card__body">
                  <span className="promo-card__title">{p.title}</span>
                  <span className="promo-card__meta">
                    {t('promotions.reward', { amount: formatMoneyMajor(p.reward) })}
                    {' · '}
                    <PromotionCountdown startTime={p.startTime} endTime={p.endTime} />
                  </span>
                </span>
                <PromotionStatusLabel status={p.status} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
