import { LeftOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'

/**
 * The back arrow of screens the shell shows without its header (login, register, member centre):
 * it always goes to the home screen, whatever page came before.
 */
export function HomeBackButton() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('shell.back')}
      onClick={() => navigate(paths.home.path)}
    >
      <LeftOutline aria-hidden="true" />
    </button>
  )
}
