import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'

export function MemberStatusTags({
  status,
  testAccount,
  agent,
}: {
  status: 'active' | 'disabled'
  testAccount: boolean
  agent?: boolean
}) {
  const { t } = useTranslation()
  return (
    <>
      <Tag color={status === 'active' ? 'green' : 'red'}>{t(`members.status.${status}`)}</Tag>
      {testAccount && <Tag color="purple">{t('members.testAccount')}</Tag>}
      {agent && <Tag color="blue">{t('members.agent')}</Tag>}
    </>
  )
}
