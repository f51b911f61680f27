import type { AnnouncementType } from '@parlor/contract'

/** Query keys of the content area; invalidate through these. */
export const contentKeys = {
  all: ['bo', 'content'] as const,
  announcements: () => [...contentKeys.all, 'announcements'] as const,
  announcementList: (q: { merchant: string; type: AnnouncementType; page: number; pageSize: number }) =>
    [...contentKeys.announcements(), q] as const,
  help: (merchant: string) => [...contentKeys.all, 'help', merchant] as const,
}
