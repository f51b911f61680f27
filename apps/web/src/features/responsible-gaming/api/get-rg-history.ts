import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { rgKeys } from './rg-keys'

/** `RG_getHistory`: every change of the member's limits and breaks, newest first. */
export const getRgHistory = (signal?: AbortSignal) => apiCall(routes.rgHistory, { signal })

export const getRgHistoryQueryOptions = (token: string) =>
  queryOptions({ queryKey: rgKeys.history(token), queryFn: ({ signal }) => getRgHistory(signal) })

export function useRgHistory() {
  const session = useSession()
  return useQuery({ ...getRgHistoryQueryOptions(session?.token ?? ''), enabled: session !== null })
}
