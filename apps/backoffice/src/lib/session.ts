import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from './api-client'

/** Who is signed in (role, scope, permissions); every screen reads it through useMe(). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['bo', 'me'],
    queryFn: ({ signal }) => apiCall(routes.staffMe, { signal }),
    staleTime: 60_000,
    // A 401 here is the normal "not signed in": the client redirects, no toast.
    meta: { errorToast: false },
  })

export const useMe = () => useQuery(meQueryOptions())
