import { routes } from '@parlor/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiCall, routeUrl } from '@/lib/api-client'

export type AuditFilter = Omit<z.input<typeof routes.boAuditExport.query>, never>
export type AuditSearch = AuditFilter & { page: number; pageSize: number }

/** `GET /admin/audit`: operator actions, newest first, filtered and paged by the server. */
export const getAuditLog = (search: AuditSearch, signal?: AbortSignal) =>
  apiCall(routes.boAuditList, { query: search, signal })

export const getAuditLogQueryOptions = (search: AuditSearch) =>
  queryOptions({
    queryKey: ['bo', 'audit', search],
    queryFn: ({ signal }) => getAuditLog(search, signal),
    placeholderData: keepPreviousData,
  })

export const useAuditLog = (search: AuditSearch) => useQuery(getAuditLogQueryOptions(search))

/** The same filter as a CSV download link (`/admin/audit/export.csv`; the cookie goes along). */
export const auditExportUrl = (filter: AuditFilter) => routeUrl(routes.boAuditExport, { query: filter })
