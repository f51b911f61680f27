import { RED_RAIN_STATUSES, routes } from '@parlor/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { agentsKeys } from './get-agents'

export type RainStatus = (typeof RED_RAIN_STATUSES)[number]
export const isRainStatus = (s: string | undefined): s is RainStatus =>
  s !== undefined && (RED_RAIN_STATUSES as readonly string[]).includes(s)

interface RainQuery {
  merchant: string
  status?: RainStatus
  agent?: string
  page: number
  pageSize: number
}

/** `GET /admin/red-rains`: a page of the merchant's agent red-envelope rains, newest first. */
export const useRedRains = (q: RainQuery) =>
  useQuery({
    queryKey: agentsKeys.redRains(q),
    queryFn: ({ signal }) => apiCall(routes.boRedRains, { query: q, signal }),
    placeholderData: keepPreviousData,
  })
