import { routes } from '@parlor/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { membersKeys } from './members-keys'

export interface MemberSearch {
  merchant: string
  q: string
  page: number
  pageSize: number
}

/** `GET /admin/members`: account and email by prefix, mobile and IP exactly. */
export const getMembers = (s: MemberSearch, signal?: AbortSignal) =>
  apiCall(routes.boMemberList, {
    query: { merchant: s.merchant, q: s.q || undefined, page: s.page, pageSize: s.pageSize },
    signal,
  })

export const getMembersQueryOptions = (s: MemberSearch) =>
  queryOptions({
    queryKey: membersKeys.list(s.merchant, s.q, s.page, s.pageSize),
    queryFn: ({ signal }) => getMembers(s, signal),
    placeholderData: keepPreviousData,
  })

export const useMembers = (s: MemberSearch) => useQuery({ ...getMembersQueryOptions(s), enabled: s.merchant !== '' })
