import { Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { useCan } from '@/lib/permissions'
import { useMerchantLook } from '@/lib/merchant-look'
import { HelpScreen } from '../components/help-screen'

export default function HelpEntriesRoute() {
  const { t } = useTranslation()
  const { code } = useMerchant()
  const look = useMerchantLook(code)
  const canWrite = useCan('content.write')
  return (
    <>
      <PageHeader title={t('menu.help')} />
      {look ? (
        <HelpScreen key={code} merchant={code} languages={look.languages} accent={look.accent} canWrite={canWrite} />
      ) : (
        <Skeleton active />
      )}
    </>
  )
}
