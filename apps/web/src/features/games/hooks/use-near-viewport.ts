import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether the element has come within `marginPx` of the viewport; once true it stays true, so
 * what it starts (an image download, a list request) happens once. Where the browser cannot
 * observe (tests, very old engines), everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || near) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          io.disconnect()
        }
      },
      { rootMargin: `${marginPx}px` },
    )
    io.observe(el)
    return () => io.disconnect()
  }, [ref, marginPx, near])
  return near
}
