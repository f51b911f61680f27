import { useQuery } from '@tanstack/react-query'
import { dashboardQueryOptions } from '@/lib/queue-counts'

/**
 * `GET /admin/dashboard`: today's figures and the queues waiting for staff, for one merchant. The
 * query is shared with the side menu's pending counts (`@/lib/queue-counts`).
 */
export const getDashboardQueryOptions = dashboardQueryOptions

export const useDashboard = (merchant: string) => useQuery(getDashboardQueryOptions(merchant))
