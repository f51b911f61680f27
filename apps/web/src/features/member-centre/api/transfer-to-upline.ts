import { routes, type TransferUplineBody } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/**
 * `POST /wps/agent/transferUpline` (AGETRANSFERUP3, agent area's call): the member's money to its
 * direct upline. `requestKey` makes a retried submit land once.
 */
export const transferToUpline = (body: TransferUplineBody) => apiCall(routes.agentTransferUpline, { body })

export const useTransferToUpline = () => useMutation({ mutationFn: transferToUpline, meta: { errorToast: false } })
