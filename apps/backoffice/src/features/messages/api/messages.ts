import { type Language, routes } from '@parlor/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

export const messagesKeys = {
  all: ['messages'] as const,
  sent: (merchant: string, limit: number) => ['messages', 'sent', merchant, limit] as const,
  feedback: (merchant: string, limit: number) => ['messages', 'feedback', merchant, limit] as const,
  languages: (merchant: string) => ['messages', 'languages', merchant] as const,
}

/** `GET /admin/inbox/messages`: the merchant's messages, newest first. */
export const useSentMessages = (merchant: string, limit = 100) =>
  useQuery({
    queryKey: messagesKeys.sent(merchant, limit),
    queryFn: ({ signal }) => apiCall(routes.adminInboxList, { query: { merchant, limit }, signal }),
    enabled: merchant !== '',
  })

export interface InboxMessage {
  merchant: string
  /** Absent: every member of the merchant. */
  username?: string
  titles: Partial<Record<Language, string>>
  contents: Partial<Record<Language, string>>
}

/** `POST /admin/inbox/messages`: to one member, or broadcast to every member of the merchant. */
export function useSendMessage() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: InboxMessage) => apiCall(routes.adminInboxSend, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: messagesKeys.all }),
  })
}

/** `GET /admin/feedback`: members' feedback, newest first. */
export const useFeedback = (merchant: string, limit = 100) =>
  useQuery({
    queryKey: messagesKeys.feedback(merchant, limit),
    queryFn: ({ signal }) => apiCall(routes.adminFeedbackList, { query: { merchant, limit }, signal }),
    enabled: merchant !== '',
  })

/** The languages the merchant offers (what a message is written in), when the staff may read merchants. */
export const useMerchantLanguages = (merchant: string, enabled: boolean) =>
  useQuery({
    queryKey: messagesKeys.languages(merchant),
    queryFn: ({ signal }) => apiCall(routes.boMerchantGet, { params: { code: merchant }, signal }),
    select: (m) => ({ languages: m.languages, defaultLanguage: m.defaultLanguage }),
    enabled: enabled && merchant !== '',
    staleTime: 60_000,
  })

/** Where a feedback image is served (the session cookie authorises it). */
export const feedbackImageUrl = (id: number, position: number) => `/admin/feedback/${id}/images/${position}`
