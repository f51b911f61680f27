import { type RgTimePeriod, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { rgKeys } from './rg-keys'

export interface SetTimeLimitInput {
  period: RgTimePeriod
  /** Whole minutes; null removes the limit. */
  minutes: number | null
}

/** `RG_setTimeLimit`: the session-time limit, with the same cooling-off as the money limits. */
export const setRgTimeLimit = (body: SetTimeLimitInput) => apiCall(routes.rgSetTimeLimit, { body })

export function useSetRgTimeLimit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setRgTimeLimit,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rgKeys.all }),
  })
}
