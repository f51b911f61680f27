import { Toast } from 'antd-mobile'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { onForcedLogout } from '@/lib/storage'

/** The API client dropped the session after a 401 or a logout errorCode; send the user to login. */
export function useForcedLogoutRedirect() {
  const navigate = useNavigate()
  const { t } = useTranslation()

  useEffect(
    () =>
      onForcedLogout(() => {
        Toast.show({ content: t('messages.pls_login') })
        const from = window.location.pathname
        navigate(paths.login.path, { replace: from === paths.login.path, state: { from } })
      }),
    [navigate, t],
  )
}
