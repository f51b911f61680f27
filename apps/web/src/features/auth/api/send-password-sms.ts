import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `POST /wps/member/password/sms` (wire-contract §5): a code to set a new password by phone. */
export const sendPasswordSms = (body: { mobileNum: string; countryDialingCode: string }) =>
  apiCall(routes.passwordSms, { body, auth: false })

export const useSendPasswordSms = () => useMutation({ mutationFn: sendPasswordSms, meta: { errorToast: false } })
