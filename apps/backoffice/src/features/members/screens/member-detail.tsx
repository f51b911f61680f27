import { ArrowLeftOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { AuditTrail } from '@/components/audit-trail'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { href } from '@/config/paths'
import { MemberDetailView } from '../components/member-detail'

export default function MemberDetailScreen() {
  const { t } = useTranslation()
  const { code } = useMerchant()
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  return (
    <>
      <PageHeader
        title={t('members.detailTitle')}
        extra={
          <Link to={href('members', {}, { merchant: code })}>
            <Button icon={<ArrowLeftOutlined />}>{t('members.backToList')}</Button>
          </Link>
        }
      />
      {valid && (
        // The server audits member changes under the member's bare id (state, test flag, password, sessions, adjustments).
        <MemberDetailView id={id} merchant={code} auditTrail={<AuditTrail target={String(id)} merchant={code} />} />
      )}
    </>
  )
}
