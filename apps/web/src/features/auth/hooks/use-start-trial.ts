import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useLoginFreeplay } from '../api/login-freeplay'
import { showFailure } from '../utils/show-failure'
import { useCompleteLogin } from './use-complete-login'

/** accounts-and-access §9: 'please wait' stays up for as long as trial play takes (9999 s cap). */
const TRIAL_WAIT_MS = 9_999_000

/**
 * Starts trial play (wire-contract §3.5): a fresh trial member's session, stored like any sign-in
 * with its name kept as trialName, then `landing`. The login screen's button lands on home as the
 * original did; the free-trial page lands where the demo money can be played at once.
 */
export function useStartTrial(landing?: string) {
  const { t } = useTranslation()
  const freeplay = useLoginFreeplay()
  const completeLogin = useCompleteLogin()

  const start = async () => {
    Toast.show({ icon: 'loading', content: t('messages.in_please_wait'), duration: TRIAL_WAIT_MS })
    try {
      const answer = await freeplay.mutateAsync()
      Toast.clear()
      completeLogin(answer, { trial: true, to: landing })
    } catch (error) {
      showFailure(error)
    }
  }
  return { start, pending: freeplay.isPending }
}
