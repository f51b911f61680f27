import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { agentKeys } from './agent-keys'

/**
 * `GET /wps/member/info/funds/consolidated` (wire-contract §9): which contract offers wait for
 * the agent (`*req`) and which contracts are in force (`*info`).
 */
export const getFundsConsolidated = (signal?: AbortSignal) => apiCall(routes.fundsConsolidated, { signal })

export const getFundsConsolidatedQueryOptions = (token: string) =>
  queryOptions({
    queryKey: agentKeys.fundsConsolidated(token),
    queryFn: ({ signal }) => getFundsConsolidated(signal),
    staleTime: 30_000,
    // Drives dialogs and a footer entry only; a failure shows neither rather than a toast.
    meta: { errorToast: false },
  })

export function useFundsConsolidated(enabled = true) {
  const token = useSession()?.token ?? ''
  return useQuery({ ...getFundsConsolidatedQueryOptions(token), enabled: enabled && token !== '' })
}
