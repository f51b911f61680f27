import { routes } from '@parlor/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import type { DateRange } from '../utils/dates'
import { agentKeys } from './agent-keys'

/** `ODS2_AgentPrevAndCurrIncome` (wire-contract §9): the agent's rebate income from its team's bets in a range. */
export const getRebateIncome = (query: DateRange, signal?: AbortSignal) =>
  apiCall(routes.rebateIncome, { query, signal })

export const getRebateIncomeQueryOptions = (token: string, query: DateRange) =>
  queryOptions({
    queryKey: agentKeys.rebateIncome(token, query),
    queryFn: ({ signal }) => getRebateIncome(query, signal),
    staleTime: 30_000,
  })

export function useRebateIncome(query: DateRange) {
  const token = useSession()?.token ?? ''
  // A new range keeps the old figures on screen until the new ones arrive.
  return useQuery({
    ...getRebateIncomeQueryOptions(token, query),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  })
}
