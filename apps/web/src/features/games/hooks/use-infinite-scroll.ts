import { useEffect, useRef } from 'react'
import { throttle } from '../utils/throttle'

/** storefront §9: within 500 px of the page bottom, at most once per 1000 ms. */
export const SCROLL_THRESHOLD_PX = 500
export const SCROLL_THROTTLE_MS = 1000

export function nearBottom(threshold = SCROLL_THRESHOLD_PX): boolean {
  const doc = document.documentElement
  return doc.scrollHeight - (window.scrollY + window.innerHeight) <= threshold
}

/** Calls `onLoadMore` when the window scrolls near the bottom while `enabled`. */
export function useInfiniteScroll(onLoadMore: () => void, enabled: boolean) {
  const latest = useRef(onLoadMore)
  latest.current = onLoadMore
  useEffect(() => {
    if (!enabled) return
    const check = throttle(() => {
      if (nearBottom()) latest.current()
    }, SCROLL_THROTTLE_MS)
    window.addEventListener('scroll', check, { passive: true })
    return () => window.removeEventListener('scroll', check)
  }, [enabled])
}
