import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { redEnvelopesKeys } from './red-envelopes-keys'

/** `GET /wps/member/redEnvelopes`: envelopes of agents' rains waiting for the member (amounts hidden). */
export const getRedEnvelopes = (signal?: AbortSignal) => apiCall(routes.redEnvelopes, { signal })

export const getRedEnvelopesQueryOptions = (token: string) =>
  queryOptions({
    queryKey: redEnvelopesKeys.open(token),
    queryFn: ({ signal }) => getRedEnvelopes(signal),
    staleTime: 20_000,
    // A rain can start while the member looks at home.
    refetchInterval: 60_000,
    // Only a badge and a list depend on it; a failure shows neither rather than a toast.
    meta: { errorToast: false },
  })

export function useRedEnvelopes() {
  const token = useSession()?.token ?? ''
  return useQuery({ ...getRedEnvelopesQueryOptions(token), enabled: token !== '' })
}
