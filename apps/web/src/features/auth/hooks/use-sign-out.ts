import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { confirmDialog } from '@/lib/antd-mobile'
import { clearSession } from '@/lib/storage'
import { useLogout } from '../api/logout'

const LOGOUT_TOAST_MS = 10_000

/** Confirm, tell the server (best effort), drop the local session, land on home. */
export function useSignOut() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { mutateAsync } = useLogout()

  return async () => {
    const confirmed = await confirmDialog({
      content: t('shell.signOutConfirm'),
      confirmText: t('shell.signOut'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    Toast.show({ icon: 'loading', content: t('common.pleaseWait'), duration: LOGOUT_TOAST_MS })
    await mutateAsync().catch(() => undefined)
    Toast.clear()
    clearSession()
    navigate(paths.home.path)
  }
}
