import { useTranslation } from 'react-i18next'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { href } from '@/config/paths'
import { MessagesPage } from '../components/messages-page'

export default function MessagesScreen() {
  const { t } = useTranslation()
  const { code } = useMerchant()
  return (
    <>
      <PageHeader title={t('menu.messages')} />
      <MessagesPage key={code} merchant={code} memberPath={(id) => href('member', { id }, { merchant: code })} />
    </>
  )
}
