import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `PUT /wps/member/info/payeename` (wire-contract §5); the server accepts it only while none is set. */
export const updatePayeeName = (payeeName: string) => apiCall(routes.memberPayeeName, { body: { payeeName } })

export const useUpdatePayeeName = () => useMutation({ mutationFn: updatePayeeName, meta: { errorToast: false } })
