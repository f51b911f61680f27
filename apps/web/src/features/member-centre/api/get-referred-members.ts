import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { memberCentreKeys } from './member-centre-keys'

/** `GET /wps/member/referral/members`: who registered under the member, and its affiliate code. */
export const getReferredMembers = (signal?: AbortSignal) => apiCall(routes.memberReferredMembers, { signal })

export const getReferredMembersQueryOptions = (token: string) =>
  queryOptions({
    queryKey: memberCentreKeys.referredMembers(token),
    queryFn: ({ signal }) => getReferredMembers(signal),
  })

export const useReferredMembers = (token: string) =>
  useQuery({ ...getReferredMembersQueryOptions(token), enabled: token !== '' })
