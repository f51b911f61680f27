import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { staffKeys } from './staff-keys'

/** `GET /admin/staff`: every staff account (the list is short; paged and filtered here). */
export const getStaffList = (signal?: AbortSignal) => apiCall(routes.boStaffList, { signal })

export const getStaffListQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.list(), queryFn: ({ signal }) => getStaffList(signal) })

export const useStaffList = () => useQuery(getStaffListQueryOptions())
