import { useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

const STORE = 'parlor.scroll'

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

/**
 * Where the page was on each history entry: back and forward return there, a new screen starts at
 * the top, as a browser does for whole pages. Kept in the tab's session so a reload keeps it too.
 */
export function useScrollRestoration() {
  const location = useLocation()
  const action = useNavigationType()
  const positions = useRef<Record<string, number>>(readPositions())
  const current = useRef(location.key)

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual'
    // Followed as it changes: by the time the next screen is drawn, the old one's height is gone.
    const track = () => {
      positions.current[current.current] = window.scrollY
    }
    const save = () => {
      try {
        sessionStorage.setItem(STORE, JSON.stringify(positions.current))
      } catch {
        // Storage full or refused: positions live in memory only.
      }
    }
    window.addEventListener('scroll', track, { passive: true })
    window.addEventListener('pagehide', save)
    return () => {
      window.removeEventListener('scroll', track)
      window.removeEventListener('pagehide', save)
    }
  }, [])

  useLayoutEffect(() => {
    current.current = location.key
    const saved = action === 'POP' ? positions.current[location.key] : undefined
    window.scrollTo(0, saved ?? 0)
  }, [location.key, action])
}
