import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `POST /wps/verification/sms/register` (wire-contract §4): `mobileNo` plus the dialling code. */
export const sendRegisterSms = (body: { mobileNo: string; countryDialingCode: string }) =>
  apiCall(routes.smsRegister, { body, auth: false })

export const useSendRegisterSms = () => useMutation({ mutationFn: sendRegisterSms, meta: { errorToast: false } })
