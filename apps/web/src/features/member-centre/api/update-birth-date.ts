import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `PUT /wps/member/info/birthdate`; the server accepts it only while none is set (the birthday bonus's day). */
export const updateBirthDate = (birthDate: string) => apiCall(routes.memberBirthDate, { body: { birthDate } })

export const useUpdateBirthDate = () => useMutation({ mutationFn: updateBirthDate, meta: { errorToast: false } })
