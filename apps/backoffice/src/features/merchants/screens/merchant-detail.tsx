import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { AuditTrail } from '@/components/audit-trail'
import { PageHeader } from '@/components/page-header'
import { useCan } from '@/lib/permissions'
import { MerchantSettings, SETTINGS_TABS, type SettingsTabKey } from '../components/merchant-settings'

/** `/bo/merchants/:code?tab=theme`: the tab lives in the URL so a link can open one (vendors → maintenance). */
export default function MerchantDetailScreen() {
  const { t } = useTranslation()
  const { code = '' } = useParams()
  const [params, setParams] = useSearchParams()
  const canWrite = useCan('merchants.write')
  const raw = params.get('tab') as SettingsTabKey | null
  const tab = raw && SETTINGS_TABS.includes(raw) ? raw : 'general'
  return (
    <>
      <PageHeader title={t('merchants.settingsTitle')} />
      <MerchantSettings
        code={code}
        canWrite={canWrite}
        tab={tab}
        vendor={params.get('vendor')}
        onTabChange={(next) =>
          setParams((prev) => {
            const out = new URLSearchParams(prev)
            if (next === 'general') out.delete('tab')
            else out.set('tab', next)
            out.delete('vendor')
            return out
          })
        }
        auditTrail={<AuditTrail target={code} merchant={code} />}
      />
    </>
  )
}
