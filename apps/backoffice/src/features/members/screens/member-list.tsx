import { useTranslation } from 'react-i18next'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { href } from '@/config/paths'
import { MemberSearch } from '../components/member-search'

export default function MemberListScreen() {
  const { t } = useTranslation()
  const { code, currency } = useMerchant()
  return (
    <>
      <PageHeader title={t('menu.members')} />
      <MemberSearch
        merchant={code}
        currency={currency}
        detailPath={(id) => href('member', { id }, { merchant: code })}
      />
    </>
  )
}
