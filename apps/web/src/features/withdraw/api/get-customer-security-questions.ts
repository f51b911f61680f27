import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useRealMemberToken } from './use-real-member-token'
import { withdrawKeys } from './withdraw-keys'

/** `GET /wps/member/customerSecurityQuestions`: the member's chosen questions, never the answers. */
export const getCustomerSecurityQuestions = (signal?: AbortSignal) =>
  apiCall(routes.customerSecurityQuestions, { signal })

export const getCustomerSecurityQuestionsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: withdrawKeys.customerQuestions(token),
    queryFn: ({ signal }) => getCustomerSecurityQuestions(signal),
  })

export function useCustomerSecurityQuestions() {
  const token = useRealMemberToken()
  return useQuery({ ...getCustomerSecurityQuestionsQueryOptions(token), enabled: token !== '' })
}
