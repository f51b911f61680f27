import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { contentKeys } from './content-keys'

export const getHelpList = (merchant: string, signal?: AbortSignal) =>
  apiCall(routes.boHelpList, { query: { merchant }, signal })

export const getHelpListQueryOptions = (merchant: string) =>
  queryOptions({ queryKey: contentKeys.help(merchant), queryFn: ({ signal }) => getHelpList(merchant, signal) })

export const useHelpList = (merchant: string) => useQuery(getHelpListQueryOptions(merchant))
