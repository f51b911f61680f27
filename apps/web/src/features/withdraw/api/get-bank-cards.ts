import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useRealMemberToken } from './use-real-member-token'
import { withdrawKeys } from './withdraw-keys'

/** `GET /wps/relay/MCS2_bankCards`: the member's cards, account numbers masked. */
export const getBankCards = (signal?: AbortSignal) => apiCall(routes.bankCards, { signal })

export const getBankCardsQueryOptions = (token: string) =>
  queryOptions({ queryKey: withdrawKeys.bankCards(token), queryFn: ({ signal }) => getBankCards(signal) })

export function useBankCards() {
  const token = useRealMemberToken()
  return useQuery({ ...getBankCardsQueryOptions(token), enabled: token !== '' })
}
