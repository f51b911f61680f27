import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/**
 * `POST /wps/member/password/email` (wire-contract §5), form-encoded as the original clients send
 * it. The answer is the same whether or not the username and email match (decision 010).
 */
export const sendPasswordEmail = (body: { username: string; email: string }) =>
  apiCall(routes.passwordEmail, { body, form: true, auth: false })

export const useSendPasswordEmail = () => useMutation({ mutationFn: sendPasswordEmail })
