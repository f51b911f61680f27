import { type AnnouncementType, routes } from '@parlor/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { contentKeys } from './content-keys'

type Query = { merchant: string; type: AnnouncementType; page: number; pageSize: number }

export const getAnnouncementList = (query: Query, signal?: AbortSignal) =>
  apiCall(routes.boAnnouncementList, { query, signal })

export const getAnnouncementListQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: contentKeys.announcementList(query),
    queryFn: ({ signal }) => getAnnouncementList(query, signal),
    placeholderData: keepPreviousData,
  })

export const useAnnouncementList = (query: Query) => useQuery(getAnnouncementListQueryOptions(query))
