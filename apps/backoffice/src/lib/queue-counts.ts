import { routes } from '@parlor/contract'
import { queryOptions } from '@tanstack/react-query'
import { apiCall } from './api-client'

/**
 * `GET /admin/dashboard` is read by the dashboard screen and by the side menu's pending counts
 * (deposits, withdrawals, adjustments), so both share this one query. A decision in one of those
 * queues invalidates `dashboardKey` to bring the counts up to date at once.
 */
export const dashboardKey = ['bo', 'dashboard'] as const

export const dashboardQueryOptions = (merchant: string) =>
  queryOptions({
    queryKey: [...dashboardKey, merchant],
    queryFn: ({ signal }) => apiCall(routes.boDashboard, { query: { merchant }, signal }),
    // The queues move while the back office is open.
    refetchInterval: 60_000,
  })
