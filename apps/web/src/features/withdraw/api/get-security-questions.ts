import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useRealMemberToken } from './use-real-member-token'
import { withdrawKeys } from './withdraw-keys'

/** `GET /wps/member/securityQuestions`: the catalogue, in the caller's language. */
export const getSecurityQuestions = (signal?: AbortSignal) => apiCall(routes.securityQuestions, { signal })

export const getSecurityQuestionsQueryOptions = (token: string) =>
  queryOptions({ queryKey: withdrawKeys.questions(token), queryFn: ({ signal }) => getSecurityQuestions(signal) })

export function useSecurityQuestions() {
  const token = useRealMemberToken()
  return useQuery({ ...getSecurityQuestionsQueryOptions(token), enabled: token !== '' })
}
