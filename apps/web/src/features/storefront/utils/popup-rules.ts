import { type Audience, type PopupMemory, readPopupMemory, wasPopupShownThisSession } from './storefront-storage'

/**
 * Announcement pop-up rules (storefront §4): at most once per browser session; after a close it
 * stays hidden for that audience until the list of title+content pairs changes.
 */
export const popupFingerprint = (items: readonly { title: string; content: string }[]): PopupMemory['list'] =>
  items.map(({ title, content }) => ({ title, content }))

const sameList = (a: PopupMemory['list'], b: PopupMemory['list']) =>
  a.length === b.length && a.every((x, i) => x.title === b[i]?.title && x.content === b[i]?.content)

export function shouldShowPopup(audience: Audience, items: readonly { title: string; content: string }[]): boolean {
  if (items.length === 0) return false
  if (wasPopupShownThisSession(audience)) return false
  const memory = readPopupMemory(audience)
  if (!memory) return true
  return memory.show || !sameList(memory.list, popupFingerprint(items))
}
