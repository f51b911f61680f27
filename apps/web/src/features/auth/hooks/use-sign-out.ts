import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { confirmDialog } from '@/lib/antd-mobile'
import { clearSignedInState } from '@/lib/storage'
import { useLogout } from '../api/logout'
import { authKeys } from '../api/auth-keys'
import { clearToast, showToast } from '@/lib/antd-mobile'

const LOGOUT_TOAST_MS = 10_000

/**
 * Sign-out from the settings screen and the header menu (accounts-and-access §4 Authentication):
 * confirm, tell the server (best effort: the local session goes whatever it answers), drop
 * everything the session left behind, forget cached server data, land on home.
 */
export function useSignOut() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { mutateAsync } = useLogout()

  return async () => {
    const confirmed = await confirmDialog({
      'aria-label': t('shell.signOut'),
      content: t('shell.signOutConfirm'),
      confirmText: t('shell.signOut'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    void showToast({ icon: 'loading', content: t('auth.signingOut'), duration: LOGOUT_TOAST_MS })
    // Sent while the token is still stored: the API client puts it in Authorization.
    await mutateAsync().catch(() => undefined)
    void clearToast()
    clearSignedInState()
    // The member's own data must not outlive the session; everything else is merely refreshed.
    queryClient.removeQueries({ queryKey: authKeys.all })
    void queryClient.invalidateQueries()
    navigate(paths.home.path)
  }
}
