import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { onForcedLogout } from '@/lib/storage'
import { showToast } from '@/lib/antd-mobile'

/**
 * The API client dropped the session after a 401 or a logout errorCode (or a guest's call needed
 * one); send the user to login, saying which.
 */
export function useForcedLogoutRedirect() {
  const navigate = useNavigate()
  const { t } = useTranslation()

  useEffect(
    () =>
      onForcedLogout((reason) => {
        void showToast(
          typeof reason === 'object'
            ? reason.message
            : t(reason === 'loggedOut' ? 'messages.pls_login' : 'messages.login_first'),
        )
        const from = window.location.pathname
        navigate(paths.login.path, { replace: from === paths.login.path, state: { from } })
      }),
    [navigate, t],
  )
}
