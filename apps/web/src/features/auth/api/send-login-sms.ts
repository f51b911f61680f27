import { routes, type SmsSendBody } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `POST /wps/verification/sms/noLogin` (wire-contract §3): the answer names the code's lifetime. */
export const sendLoginSms = (body: SmsSendBody) => apiCall(routes.smsNoLogin, { body, auth: false })

export const useSendLoginSms = () => useMutation({ mutationFn: sendLoginSms, meta: { errorToast: false } })
