import { routes } from '@parlor/contract'
import { apiCall } from '@/lib/api-client'

/** `PUT /wps/member/language` (wire-contract §5): the signed-in member's language for messages. */
export const updateMemberLanguage = (language: string) => apiCall(routes.memberLanguage, { body: { language } })
