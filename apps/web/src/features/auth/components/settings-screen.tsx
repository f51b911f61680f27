import { Button, List } from 'antd-mobile'
import { KeyOutline, UserCircleOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { readSession, useSession } from '@/lib/storage'
import { useMemberDisplayName } from '../hooks/use-member-display-name'
import { useSignOut } from '../hooks/use-sign-out'
import './settings-screen.css'

/** `/m/set` (accounts-and-access §Settings screen): change password and sign out; members only. */
export function SettingsScreen() {
  const { t } = useTranslation()
  const session = useSession()
  const name = useMemberDisplayName()
  const navigate = useNavigate()
  const signOut = useSignOut()

  if (!session) return <Navigate to={paths.home.path} replace />

  return (
    <div className="settings-screen">
      {/* The header already shows the title; this one is for screen readers' page outline. */}
      <h1 className="visually-hidden">{t('screens.set')}</h1>
      <section className="settings-screen__account" aria-label={t('settings.account')}>
        <UserCircleOutline className="settings-screen__avatar" aria-hidden="true" />
        <div>
          <p className="settings-screen__label">{t('settings.signedInAs')}</p>
          <p className="settings-screen__name">{name}</p>
        </div>
      </section>
      <List className="settings-screen__list">
        <List.Item
          prefix={<KeyOutline aria-hidden="true" />}
          onClick={() => navigate(readSession() ? paths.changePsw.path : paths.login.path)}
        >
          {t('settings.changePassword')}
        </List.Item>
      </List>
      <Button
        className="settings-screen__sign-out"
        block
        color="danger"
        fill="outline"
        shape="rounded"
        size="large"
        onClick={() => {
          void signOut()
        }}
      >
        {t('shell.signOut')}
      </Button>
    </div>
  )
}
