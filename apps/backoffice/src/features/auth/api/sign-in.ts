import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiCall } from '@/lib/api-client'
import { meQueryOptions } from '@/lib/session'

type SignedIn = Awaited<ReturnType<typeof submitOtp>>
export type LoginAnswer = Awaited<ReturnType<typeof submitPassword>>

/** `POST /admin/auth/login`: the password step; answers a ticket for the code or the enrolment. */
export const submitPassword = (body: z.input<typeof routes.staffLogin.body>) => apiCall(routes.staffLogin, { body })

/** `POST /admin/auth/otp`: the ticket and a TOTP code or a recovery code; sets the session cookie. */
export const submitOtp = (body: z.input<typeof routes.staffOtp.body>) => apiCall(routes.staffOtp, { body })

/** `POST /admin/auth/enrol`: confirms the new TOTP secret with its first code; answers recovery codes. */
export const submitEnrol = (body: z.input<typeof routes.staffEnrol.body>) => apiCall(routes.staffEnrol, { body })

// The sign-in screen shows its own errors beside the fields.
const quiet = { errorToast: false } as const

export const usePasswordStep = () => useMutation({ mutationFn: submitPassword, meta: quiet })

/** Both second steps end the same way: the signed-in staff member goes straight into the cache. */
function useSignedIn<B>(fn: (body: B) => Promise<SignedIn>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    meta: quiet,
    onSuccess: (answer) => {
      queryClient.removeQueries()
      queryClient.setQueryData(meQueryOptions().queryKey, answer.me)
    },
  })
}

export const useOtpStep = () => useSignedIn(submitOtp)
export const useEnrolStep = () => useSignedIn(submitEnrol)
