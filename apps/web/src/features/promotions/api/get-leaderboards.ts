import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { useSession } from '@/lib/storage'
import { promotionsKeys } from './promotions-keys'

/** `MCSFE_getPromotionLeaderboards`: each live leaderboard, its top ranks and the member's place. */
export const getLeaderboards = (signal?: AbortSignal) => apiCall(routes.promotionLeaderboards, { signal })

export const getLeaderboardsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: promotionsKeys.leaderboards(token, currentLanguage()),
    queryFn: ({ signal }) => getLeaderboards(signal),
    staleTime: 30_000,
    enabled: token !== '',
  })

export function useLeaderboards() {
  const session = useSession()
  return useQuery(getLeaderboardsQueryOptions(session?.token ?? ''))
}
