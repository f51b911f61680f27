import { routes } from '@parlor/contract'
import { useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { membersKeys } from './members-keys'

/**
 * The merchant's approval threshold (major units; "0" means every adjustment waits for a second
 * approver), from `GET /admin/merchants/:code`. Only fetched when the staff may read merchants;
 * otherwise the form cannot say in advance and the answer's state tells.
 */
export function useAdjustmentThreshold(merchant: string, enabled: boolean) {
  return useQuery({
    queryKey: membersKeys.merchant(merchant),
    queryFn: ({ signal }) => apiCall(routes.boMerchantGet, { params: { code: merchant }, signal }),
    select: (m) => ({ threshold: m.adjustmentApprovalThreshold, currency: m.currency }),
    enabled: enabled && merchant !== '',
    staleTime: 60_000,
  })
}
