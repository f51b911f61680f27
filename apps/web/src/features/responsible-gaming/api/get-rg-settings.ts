import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { rgKeys } from './rg-keys'

/** `RG_getSettings`: the member's limits (with what is used and what is pending) and any break. */
export const getRgSettings = (signal?: AbortSignal) => apiCall(routes.rgSettings, { signal })

export const getRgSettingsQueryOptions = (token: string) =>
  queryOptions({ queryKey: rgKeys.settings(token), queryFn: ({ signal }) => getRgSettings(signal) })

export function useRgSettings() {
  const session = useSession()
  return useQuery({ ...getRgSettingsQueryOptions(session?.token ?? ''), enabled: session !== null })
}
