import { type PnlQuery, routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { memberCentreKeys } from './member-centre-keys'

/** `GET /wps/member/rebateReport` (PLYRBT): turnover per product type at the member's own rates. */
export const getRebateReport = (query: PnlQuery, signal?: AbortSignal) =>
  apiCall(routes.memberRebateReport, { query, signal })

export const getRebateReportQueryOptions = (query: PnlQuery, token: string) =>
  queryOptions({
    queryKey: memberCentreKeys.rebateReport(query, token),
    queryFn: ({ signal }) => getRebateReport(query, signal),
  })

export const useRebateReport = (query: PnlQuery, token: string) =>
  useQuery({ ...getRebateReportQueryOptions(query, token), enabled: token !== '' })
