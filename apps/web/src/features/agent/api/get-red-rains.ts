import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { agentKeys } from './agent-keys'

/** `GET /wps/agent/redRains`: the agent's newest red-envelope rains with what was opened and returned. */
export const getRedRains = (signal?: AbortSignal) => apiCall(routes.redRains, { signal })

export const getRedRainsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: agentKeys.redRains(token),
    queryFn: ({ signal }) => getRedRains(signal),
    staleTime: 10_000,
    // Envelopes are opened by others: the list follows them while the screen is open.
    refetchInterval: 15_000,
  })

export function useRedRains() {
  const token = useSession()?.token ?? ''
  return useQuery({ ...getRedRainsQueryOptions(token), enabled: token !== '' })
}
