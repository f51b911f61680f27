import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { sharedKeys } from '@/lib/query-keys'
import { redEnvelopesKeys } from './red-envelopes-keys'

/** `POST /wps/member/redEnvelopes/claim`: opens the envelope; its amount goes to the member's balance. */
export const claimRedEnvelope = (id: number) => apiCall(routes.redEnvelopeClaim, { body: { id } })

export function useClaimRedEnvelope() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: claimRedEnvelope,
    // Refreshed after a refusal too: an envelope that ended or was opened elsewhere leaves the list.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: redEnvelopesKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.wallet }),
      ]),
  })
}
