import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `POST /wps/session/login/freeplay` (wire-contract §3.5): a trial member (type 4) and its session. */
export const loginFreeplay = () => apiCall(routes.sessionFreeplay, { auth: false })

export const useLoginFreeplay = () => useMutation({ mutationFn: loginFreeplay, meta: { errorToast: false } })
