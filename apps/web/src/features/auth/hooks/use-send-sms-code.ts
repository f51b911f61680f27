import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api-client'
import { showFailure } from '../utils/show-failure'
import { countdownSeconds, useCountdown } from './use-sms-countdown'

const SMS_SENDING_MS = 10_000
const SMS_SENT_MS = 1_500

interface SmsCall<TBody> {
  mutateAsync: (body: TBody) => Promise<{ expiredMinutes: number }>
  isPending: boolean
}

/**
 * The send-code step of every SMS form (accounts-and-access §4 SMS send button): nothing while
 * counting down or sending, the form's own check of the number first, 'sending SMS' while the
 * call runs, then the countdown from the code's lifetime. `retryAfter`: a refusal for asking too
 * soon says how long to wait, and the button counts that down.
 */
export function useSendSmsCode<TBody>(
  call: SmsCall<TBody>,
  { sendingMs = SMS_SENDING_MS, retryAfter = false }: { sendingMs?: number; retryAfter?: boolean } = {},
) {
  const { t } = useTranslation()
  const countdown = useCountdown()

  /** True once the code is on its way. */
  const send = async (check: () => boolean | Promise<boolean>, body: () => TBody): Promise<boolean> => {
    if (countdown.running || call.isPending) return false
    if (!(await check())) return false
    Toast.show({ icon: 'loading', content: t('auth.smsSending'), duration: sendingMs })
    const startedAt = Date.now()
    try {
      const { expiredMinutes } = await call.mutateAsync(body())
      countdown.start(countdownSeconds(expiredMinutes, Date.now() - startedAt))
      Toast.show({ icon: 'success', content: t('auth.smsSent'), duration: SMS_SENT_MS })
      return true
    } catch (error) {
      Toast.clear()
      const wait = retryAfter && isApiError(error) ? (error.value as { retryAfterSeconds?: unknown } | null) : null
      if (typeof wait?.retryAfterSeconds === 'number') countdown.start(wait.retryAfterSeconds)
      showFailure(error)
      return false
    }
  }

  return { countdown, send, pending: call.isPending }
}
