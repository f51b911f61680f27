import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `DELETE /wps/session/logout` with the session token (wire-contract §3). */
export const logout = () => apiCall(routes.sessionLogout)

// Signing out never stops on a failed call, so its failure is not worth a toast.
export const useLogout = () => useMutation({ mutationFn: logout, meta: { errorToast: false } })
