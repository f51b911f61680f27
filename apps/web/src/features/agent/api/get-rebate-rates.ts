import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { agentKeys } from './agent-keys'

/**
 * `MCS2_getCustomerRebateSettingByProductType` (wire-contract §9): a member's rebate rates per
 * product type with the bounds its upline may set them within; no id = the agent's own.
 */
export const getRebateRates = (downlineId: number | undefined, signal?: AbortSignal) =>
  apiCall(routes.rebateRates, { query: downlineId === undefined ? {} : { downlineId }, signal })

export const getRebateRatesQueryOptions = (token: string, downlineId: number | undefined) =>
  queryOptions({
    queryKey: agentKeys.rebateRates(token, downlineId),
    queryFn: ({ signal }) => getRebateRates(downlineId, signal),
    staleTime: 15_000,
  })

export function useRebateRates(downlineId: number | undefined) {
  const token = useSession()?.token ?? ''
  return useQuery({ ...getRebateRatesQueryOptions(token, downlineId), enabled: token !== '' })
}
