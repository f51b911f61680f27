import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { readMerchant, useSession } from '@/lib/storage'
import { pagesKeys } from './pages-keys'

/** Agent announcements (type A, group m_home) for `/m/member/notice?types=A` (storefront §Agent home). */
export const getAgentNotices = (types: string, signal?: AbortSignal) =>
  apiCall(routes.announcements, {
    query: { types, groupName: 'm_home', platform: 'M', merchantCode: readMerchant() ?? '' },
    signal,
  })

export const getAgentNoticesQueryOptions = (token: string, types: string) =>
  queryOptions({
    queryKey: pagesKeys.memberNotices(token, types, currentLanguage()),
    queryFn: ({ signal }) => getAgentNotices(types, signal),
  })

export function useAgentNotices(types: string) {
  const session = useSession()
  return useQuery({ ...getAgentNoticesQueryOptions(session?.token ?? '', types), enabled: session !== null })
}
