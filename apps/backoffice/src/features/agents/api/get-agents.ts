import { routes } from '@parlor/contract'
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

export const agentsKeys = {
  all: ['agents'] as const,
  children: (merchant: string, parentId: number | null) => ['agents', merchant, parentId] as const,
  redRains: (q: object) => ['agents', 'red-rains', q] as const,
}

/** `GET /admin/agents`: the top-level agents, or the direct downline of `parentId`. */
export const getAgents = (merchant: string, parentId: number | null, signal?: AbortSignal) =>
  apiCall(routes.boAgentTree, { query: { merchant, parentId: parentId ?? undefined }, signal })

const options = (merchant: string, parentId: number | null) => ({
  queryKey: agentsKeys.children(merchant, parentId),
  queryFn: ({ signal }: { signal: AbortSignal }) => getAgents(merchant, parentId, signal),
  staleTime: 60_000,
})

export const useTopAgents = (merchant: string) => useQuery({ ...options(merchant, null), enabled: merchant !== '' })

/** The tree's lazy loader goes through the query cache so reopening a branch does not refetch. */
export const fetchAgentChildren = (qc: QueryClient, merchant: string, parentId: number) =>
  qc.fetchQuery(options(merchant, parentId))
