import { queryRoots } from '@/lib/query-keys'

/** The inbox's query keys: all of one member's under `member(token)`, what a read mark refreshes. */
export const messagesKeys = {
  all: queryRoots.inbox,
  member: (token: string) => [...queryRoots.inbox, token] as const,
  list: (token: string, language: string) => [...queryRoots.inbox, token, 'list', language] as const,
  message: (token: string, id: number, language: string) =>
    [...queryRoots.inbox, token, 'message', id, language] as const,
  unreadCount: (token: string) => [...queryRoots.inbox, token, 'unread'] as const,
}
