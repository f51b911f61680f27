import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { memberCentreKeys } from './member-centre-keys'

/**
 * `GET /wps/member/referral` (the invite-friends call, pages area): the member's own referral code,
 * issued on first request. Read here for the link-management screen.
 */
export const getReferralCode = (signal?: AbortSignal) => apiCall(routes.memberReferral, { signal })

export const getReferralCodeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: memberCentreKeys.referralCode(token),
    queryFn: ({ signal }) => getReferralCode(signal),
  })

export const useReferralCode = (token: string) =>
  useQuery({ ...getReferralCodeQueryOptions(token), enabled: token !== '' })
