import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { readMerchant, useSession } from '@/lib/storage'
import { agentKeys } from './agent-keys'

/** What the agent home asks for (storefront §7 Content calls: types A, group m_home). */
export const AGENT_ANNOUNCEMENTS = { types: 'A', groupName: 'm_home' } as const

/** `MCSFE_getListAnnouncements` for agents; the home reads `footer.unreadCount` for its badge. */
export const getAgentAnnouncements = (signal?: AbortSignal) =>
  apiCall(routes.announcements, {
    query: { ...AGENT_ANNOUNCEMENTS, merchantCode: readMerchant() ?? '' },
    signal,
  })

export const getAgentAnnouncementsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: agentKeys.announcements(token, currentLanguage()),
    queryFn: ({ signal }) => getAgentAnnouncements(signal),
    staleTime: 60_000,
    // Only a badge depends on it; a failure leaves the badge off rather than toasting.
    meta: { errorToast: false },
  })

export function useAgentAnnouncements() {
  const token = useSession()?.token ?? ''
  return useQuery({ ...getAgentAnnouncementsQueryOptions(token), enabled: token !== '' })
}
