import { routes, WINNER_BOARD_LIMIT } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { storefrontKeys } from './storefront-keys'

/** `ODSFE2_getWinnerBoard` (wire-contract §7): biggest recent wins, accounts already masked. */
export const getWinnerBoard = (signal?: AbortSignal) =>
  apiCall(routes.winnerBoard, {
    query: { gameCategory: 'ALL', language: currentLanguage(), limitNum: WINNER_BOARD_LIMIT },
    signal,
  })

// Keyed by language: the game names come back translated.
export const getWinnerBoardQueryOptions = () =>
  queryOptions({
    queryKey: storefrontKeys.winnerBoard(currentLanguage()),
    queryFn: ({ signal }) => getWinnerBoard(signal),
    staleTime: 60_000,
    // The board is decoration: when it fails the home simply goes without it.
    meta: { errorToast: false },
  })

export const useWinnerBoard = () => useQuery(getWinnerBoardQueryOptions())
