import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { gamesKeys } from './games-keys'

export type PrizeMode = 'Lott' | 'Elott'

/** `/lgw/games/mobile`: the lottery games of one prize mode (wire-contract §7.5). */
export const getLotteryGames = (prizeMode: PrizeMode, signal?: AbortSignal) =>
  apiCall(routes.lotteryList, { query: { prizeMode, device: 'MOBILE', language: currentLanguage() }, signal })

export const getLotteryGamesQueryOptions = (prizeMode: PrizeMode) =>
  queryOptions({
    queryKey: gamesKeys.lottery(prizeMode, currentLanguage()),
    queryFn: ({ signal }) => getLotteryGames(prizeMode, signal),
    staleTime: 60_000,
  })

export const useLotteryGames = (prizeMode: PrizeMode) => useQuery(getLotteryGamesQueryOptions(prizeMode))
