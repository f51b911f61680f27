import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { sharedKeys } from '@/lib/query-keys'
import { agentKeys } from './agent-keys'

/** `POST /wps/agent/redRain/cancel`: a rain that has not started; the whole total comes back. */
export const cancelRedRain = (id: number) => apiCall(routes.redRainCancel, { body: { id } })

export function useCancelRedRain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelRedRain,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.wallet }),
      ]),
  })
}
