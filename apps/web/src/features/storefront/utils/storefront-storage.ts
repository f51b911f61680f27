/**
 * The storefront's own saved choices (announcement popup). Keys are named
 * like the original clients' so a visitor's choices carry over; lib/storage.ts holds the rest.
 */

export type Audience = 'A' | 'B'

export interface PopupMemory {
  show: boolean
  list: { title: string; content: string }[]
}

const popupKey = (audience: Audience) => `popupNotice_${audience}`
const popupSessionKey = (audience: Audience) => `popupNoticeShown_${audience}`

export function readPopupMemory(audience: Audience): PopupMemory | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(popupKey(audience)) ?? 'null') as PopupMemory | null
    return parsed && Array.isArray(parsed.list) ? parsed : null
  } catch {
    return null
  }
}

export function writePopupMemory(audience: Audience, memory: PopupMemory) {
  localStorage.setItem(popupKey(audience), JSON.stringify(memory))
}

export const wasPopupShownThisSession = (audience: Audience) =>
  sessionStorage.getItem(popupSessionKey(audience)) === '1'
export const markPopupShownThisSession = (audience: Audience) => sessionStorage.setItem(popupSessionKey(audience), '1')
