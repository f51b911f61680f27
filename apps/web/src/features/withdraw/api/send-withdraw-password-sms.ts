import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `POST /wps/member/paymentPassword/sms`: a reset code to the member's bound mobile. */
export const sendWithdrawPasswordSms = () => apiCall(routes.withdrawPasswordResetSms)

export const useSendWithdrawPasswordSms = () => useMutation({ mutationFn: sendWithdrawPasswordSms })
