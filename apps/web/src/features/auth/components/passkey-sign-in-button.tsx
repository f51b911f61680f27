import { Button, Toast } from 'antd-mobile'
import { KeyOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api-client'
import { useSignInWithPasskey } from '../api/sign-in-with-passkey'
import { useCompleteLogin } from '../hooks/use-complete-login'
import { showFailure } from '../utils/show-failure'

/**
 * "Sign in with a passkey" (decision 043): no name, no password; the browser offers the passkeys
 * it keeps for this site. A refusal the browser makes (cancelled, none kept) is not the server's.
 */
export function PasskeySignInButton() {
  const { t } = useTranslation()
  const call = useSignInWithPasskey()
  const completeLogin = useCompleteLogin()
  const signIn = async () => {
    try {
      completeLogin(await call.mutateAsync())
    } catch (error) {
      if (!isApiError(error)) Toast.show({ content: t('auth.passkey.cancelled') })
      else showFailure(error)
    }
  }
  return (
    <Button
      className="login-form__passkey"
      block
      shape="rounded"
      size="large"
      fill="outline"
      color="primary"
      loading={call.isPending}
      onClick={() => void signIn()}
    >
      <KeyOutline aria-hidden="true" /> {t('auth.passkey.signIn')}
    </Button>
  )
}
