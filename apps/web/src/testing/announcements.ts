/** Announcement answers (`MCSFE_getListAnnouncements`) for web tests: every field set, each item a fresh id. */
import type { AnnouncementItem, Announcements } from '@parlor/contract'

let nextId = 1
export function announcement(
  part: Partial<AnnouncementItem> & Pick<AnnouncementItem, 'type' | 'title'>,
): AnnouncementItem {
  const id = nextId++
  return {
    id,
    announcementId: id,
    bannerId: id,
    content: '',
    url: null,
    imageUrl: null,
    linkUrl: null,
    groupName: 'm_home',
    execution: null,
    promotionType: null,
    category: null,
    read: false,
    startTime: null,
    endTime: null,
    ...part,
  }
}

export function announcements(part: Partial<Announcements> = {}): Announcements {
  return { banners: [], player: [], popup: [], promotion: [], hot: [], agent: [], footer: { unreadCount: 0 }, ...part }
}
