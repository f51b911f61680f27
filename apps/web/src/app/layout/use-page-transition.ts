import { useEffect, useRef, useState } from 'react'

const EDGE_PX = 20
const SWIPE_PX = 100
// The browser's own back animation has just played; a fade on top of it looks like a flicker.
const AFTER_SWIPE_MS = 1_000

/**
 * Whether the page shown for `pathname` should fade in: yes after a navigation, no on the first
 * page and no right after a back swipe (a touch from the left edge moving more than 100 px).
 */
export function usePageTransition(pathname: string): boolean {
  const swipedAt = useRef(Number.NEGATIVE_INFINITY)
  const [state, setState] = useState({ pathname, fade: false })

  useEffect(() => {
    let startX: number | null = null
    const onStart = (e: TouchEvent) => {
      const x = e.touches[0]?.clientX
      startX = x !== undefined && x <= EDGE_PX ? x : null
    }
    const onMove = (e: TouchEvent) => {
      const x = e.touches[0]?.clientX
      if (startX !== null && x !== undefined && x - startX > SWIPE_PX) swipedAt.current = performance.now()
    }
    window.addEventListener('touchstart', onStart, { passive: true })
    window.addEventListener('touchmove', onMove, { passive: true })
    return () => {
      window.removeEventListener('touchstart', onStart)
      window.removeEventListener('touchmove', onMove)
    }
  }, [])

  if (state.pathname !== pathname) {
    // Derived from the navigation itself, so it is decided while rendering the new page.
    const fade = performance.now() - swipedAt.current > AFTER_SWIPE_MS
    setState({ pathname, fade })
    return fade
  }
  return state.fade
}
