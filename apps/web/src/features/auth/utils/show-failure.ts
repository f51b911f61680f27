import { Toast } from 'antd-mobile'
import { isApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'

/**
 * Sign-in screens tell the visitor what the server said, in the server's translated words,
 * including TOO_MANY_REQUEST_*: there it is the login or SMS limiter speaking, and the visitor
 * needs to know to wait. A revoked session has already been announced by the API client.
 */
export function showFailure(error: unknown) {
  if (isApiError(error) && error.forcedLogout) return
  Toast.show({ content: isApiError(error) ? error.message : i18n.t('errors.unknown') })
}
