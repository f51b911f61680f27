import { type CreateRedRainBody, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { sharedKeys } from '@/lib/query-keys'
import { agentKeys } from './agent-keys'

/** `POST /wps/agent/redRain`: holds the total from the agent's balance and draws the envelopes. */
export const createRedRain = (body: CreateRedRainBody) => apiCall(routes.redRainCreate, { body })

export function useCreateRedRain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createRedRain,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.wallet }),
      ]),
  })
}
