import { useTranslation } from 'react-i18next'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { AgentTree } from '../components/agent-tree'

export default function AgentTreeScreen() {
  const { t } = useTranslation()
  const { code, currency } = useMerchant()
  return (
    <>
      <PageHeader title={t('menu.agents')} />
      {/* Keyed by merchant: the lazily opened branches belong to one merchant's tree. */}
      <AgentTree key={code} merchant={code} currency={currency} />
    </>
  )
}
