import { type RegisterBody, routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/**
 * `PUT /wps/member/register` or `/wps/member/register/mobile` (wire-contract §4.1). Both travel
 * encrypted (the contract marks them); with `login: true` the answer carries a session token.
 */
export const registerMember = ({ mode, body }: { mode: 'username' | 'mobile'; body: RegisterBody }) =>
  apiCall(mode === 'mobile' ? routes.registerMobile : routes.register, { body, auth: false })

// The form presents failures itself: it focuses the field the server names.
export const useRegisterMember = () => useMutation({ mutationFn: registerMember, meta: { errorToast: false } })
