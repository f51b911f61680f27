import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { pagesKeys } from './pages-keys'

/** The member's own referral code for invite friends (answered only while REFERRAL is live). */
export const getMemberReferral = (signal?: AbortSignal) => apiCall(routes.memberReferral, { signal })

export const getMemberReferralQueryOptions = (token: string) =>
  queryOptions({
    queryKey: pagesKeys.referral(token),
    queryFn: ({ signal }) => getMemberReferral(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useMemberReferral = (token: string, enabled: boolean) =>
  useQuery({ ...getMemberReferralQueryOptions(token), enabled })
