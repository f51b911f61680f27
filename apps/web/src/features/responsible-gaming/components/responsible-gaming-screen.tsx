import { DotLoading, Tabs } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { RealMemberOnly } from '@/components/layout/real-member-only'
import { useRgSettings } from '../api/get-rg-settings'
import { BreakPanel } from './break-panel'
import { HistoryPanel } from './history-panel'
import { LimitsPanel } from './limits-panel'
import './responsible-gaming.css'

const TABS = ['limits', 'break', 'history'] as const
type Tab = (typeof TABS)[number]

function ResponsibleGaming() {
  const { t } = useTranslation()
  const { data, error } = useRgSettings()
  // The tab lives in the URL, so the back button and a shared link land on the same panel.
  const [params, setParams] = useSearchParams()
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'limits'
  return (
    <div className="rg-page">
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })} className="rg-tabs">
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`responsibleGaming.tabs.${key}`)} />
        ))}
      </Tabs>
      {error ? (
        <p className="rg-error">{error.message || t('errors.unknown')}</p>
      ) : !data ? (
        <div className="rg-loading">
          <DotLoading />
        </div>
      ) : tab === 'limits' ? (
        <LimitsPanel settings={data} />
      ) : tab === 'break' ? (
        <BreakPanel current={data.exclusion} />
      ) : (
        <HistoryPanel currency={data.currency} />
      )}
    </div>
  )
}

/** `/m/responsibleGaming` (decision 040): limits, time-out and self-exclusion, and their history. */
export function ResponsibleGamingScreen() {
  return <RealMemberOnly>{() => <ResponsibleGaming />}</RealMemberOnly>
}
