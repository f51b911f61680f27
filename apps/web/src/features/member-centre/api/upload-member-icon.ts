import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { getMemberIconQueryOptions } from './get-member-icon'

/** `POST /wps/member/info/icon`, form-encoded as the original clients send it: the image as a data URL. */
export const uploadMemberIcon = (file: string) => apiCall(routes.memberIconUpload, { body: { file }, form: true })

export function useUploadMemberIcon() {
  const queryClient = useQueryClient()
  const token = useSession()?.token ?? ''
  return useMutation({
    mutationFn: uploadMemberIcon,
    meta: { errorToast: false },
    onSuccess: (answer) => queryClient.setQueryData(getMemberIconQueryOptions(token).queryKey, answer),
  })
}
