import { type RgBreakBody, routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `RG_takeBreak`: a time-out or self-exclusion; the server ends every session of the member. */
export const takeRgBreak = (body: RgBreakBody) => apiCall(routes.rgTakeBreak, { body })

export const useTakeRgBreak = () => useMutation({ mutationFn: takeRgBreak, meta: { errorToast: false } })
