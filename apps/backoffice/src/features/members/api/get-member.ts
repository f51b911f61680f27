import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { membersKeys } from './members-keys'

/** `GET /admin/members/:id`: profile with its recent sessions, logins, ledger, rounds and inbox. */
export const getMember = (id: number, signal?: AbortSignal) => apiCall(routes.boMemberGet, { params: { id }, signal })

export const getMemberQueryOptions = (id: number) =>
  queryOptions({ queryKey: membersKeys.detail(id), queryFn: ({ signal }) => getMember(id, signal) })

export const useMember = (id: number) => useQuery({ ...getMemberQueryOptions(id), enabled: id > 0 })
