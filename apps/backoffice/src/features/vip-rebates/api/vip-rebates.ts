import { type BoRebateRate, type BoVipLevel, routes } from '@parlor/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'

/** Query keys of the rebate rates and VIP levels; invalidate through these. */
export const vipRebateKeys = {
  all: ['bo', 'vip-rebates'] as const,
  of: (merchant: string) => [...vipRebateKeys.all, merchant] as const,
}

export const getRebateSettingsQueryOptions = (merchant: string) =>
  queryOptions({
    queryKey: vipRebateKeys.of(merchant),
    queryFn: ({ signal }) => apiCall(routes.boRebateSettings, { query: { merchant }, signal }),
  })

export const useRebateSettings = (merchant: string) => useQuery(getRebateSettingsQueryOptions(merchant))

type Save =
  | { kind: 'rates'; merchant: string; rates: BoRebateRate[] }
  | { kind: 'levels'; merchant: string; levels: BoVipLevel[] }

export const saveRebateSettings = (s: Save) =>
  s.kind === 'rates'
    ? apiCall(routes.boRebateRatesPut, { body: { merchant: s.merchant, rates: s.rates } })
    : apiCall(routes.boVipLevelsPut, { body: { merchant: s.merchant, levels: s.levels } })

export function useSaveRebateSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveRebateSettings,
    // The screen shows the server's refusal next to what it refused.
    meta: { errorToast: false },
    onSuccess: (value, s) => {
      queryClient.setQueryData(vipRebateKeys.of(s.merchant), value)
      void queryClient.invalidateQueries({ queryKey: auditTrailKey })
    },
  })
}
