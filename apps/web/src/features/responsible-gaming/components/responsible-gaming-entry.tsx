import { List } from 'antd-mobile'
import { HeartOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'

/** The security centre's way in: composed there by its route. */
export function ResponsibleGamingEntry() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <List className="mc-list" header={t('responsibleGaming.title')}>
      <List.Item
        prefix={<HeartOutline aria-hidden="true" />}
        description={t('responsibleGaming.entryHint')}
        onClick={() => navigate(paths.responsibleGaming.path)}
      >
        {t('responsibleGaming.title')}
      </List.Item>
    </List>
  )
}
