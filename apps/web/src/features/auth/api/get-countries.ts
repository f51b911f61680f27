import { type Countries, routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { authKeys } from './auth-keys'

/** `GET /wps/system/country`: dialling codes for mobile-number fields, and the merchant's own. */
export const getCountries = (signal?: AbortSignal): Promise<Countries> => apiCall(routes.systemCountry, { signal })

export const getCountriesQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 60 * 60_000,
  })

export const useCountries = (enabled = true) => useQuery({ ...getCountriesQueryOptions(), enabled })
