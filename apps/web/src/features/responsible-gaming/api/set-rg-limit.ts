import { type RgLimitKind, type RgPeriod, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { rgKeys } from './rg-keys'

export interface SetLimitInput {
  kind: RgLimitKind
  period: RgPeriod
  /** Major units as typed; null removes the limit. */
  amount: string | null
}

/** `RG_setLimit`: lower at once, raise or remove after the cooling-off (the answer says when). */
export const setRgLimit = (body: SetLimitInput) => apiCall(routes.rgSetLimit, { body })

export function useSetRgLimit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setRgLimit,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rgKeys.all }),
  })
}
