import { useTranslation } from 'react-i18next'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { href } from '@/config/paths'
import { FeedbackList } from '../components/feedback-list'

export default function FeedbackScreen() {
  const { t } = useTranslation()
  const { code } = useMerchant()
  return (
    <>
      <PageHeader title={t('menu.feedback')} />
      <FeedbackList merchant={code} memberPath={(id) => href('member', { id }, { merchant: code })} />
    </>
  )
}
