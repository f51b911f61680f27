import { HOME_ANNOUNCEMENTS, routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { readMerchant, useSession } from '@/lib/storage'
import { contentKeys } from './content-keys'

/**
 * `MCSFE_getListAnnouncements` (wire-contract §8). With the session token sent, the server
 * already filters popups by audience (A, plus F on a first login); without it, B.
 */
export const getAnnouncements = (signal?: AbortSignal) =>
  apiCall(routes.announcements, {
    query: { ...HOME_ANNOUNCEMENTS, merchantCode: readMerchant() ?? '' },
    signal,
  })

// Keyed by token and language: a sign-in or a language change is a different list.
export const getAnnouncementsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: contentKeys.announcements(token, currentLanguage()),
    queryFn: ({ signal }) => getAnnouncements(signal),
    staleTime: 60_000,
  })

export function useAnnouncements() {
  const session = useSession()
  return useQuery(getAnnouncementsQueryOptions(session?.token ?? ''))
}
