import { routes } from '@parlor/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiCall } from '@/lib/api-client'
import { staffKeys } from './staff-keys'

export type ApiKeyCreate = z.input<typeof routes.boApiKeyCreate.body>

/** `GET /admin/api-keys`: every key, revoked ones included (their history stays readable). */
export const getApiKeys = (signal?: AbortSignal) => apiCall(routes.boApiKeyList, { signal })

export const getApiKeysQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.apiKeys(), queryFn: ({ signal }) => getApiKeys(signal) })

export const useApiKeys = () => useQuery(getApiKeysQueryOptions())

/** `POST /admin/api-keys`: answers the secret, the only time it is ever shown. */
export const createApiKey = (body: ApiKeyCreate) => apiCall(routes.boApiKeyCreate, { body })

/** `DELETE /admin/api-keys/:id`: the key stops working at once. */
export const revokeApiKey = (id: number) => apiCall(routes.boApiKeyRevoke, { params: { id } })

function useKeyMutation<V, R>(fn: (v: V) => Promise<R>, quiet: boolean) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    meta: { errorToast: !quiet },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.apiKeys() }),
  })
}

export const useCreateApiKey = () => useKeyMutation(createApiKey, true)
export const useRevokeApiKey = () => useKeyMutation(revokeApiKey, false)
