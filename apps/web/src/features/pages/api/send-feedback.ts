import { type FeedbackBody, routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `PUT /wps/feedback` (FEEDBACK3): images travel base64-encoded in the JSON body. */
export const sendFeedback = (body: FeedbackBody) => apiCall(routes.feedback, { body })

// The screen shows refusals beside the fields itself, so no global toast.
export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback, meta: { errorToast: false } })
