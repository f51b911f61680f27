import { type ReactNode, useEffect, useState } from 'react'

/**
 * Draws its children in a task of their own, after the screen's first paint, and `fallback` (a box
 * of the same size) until then. For blocks a first screen can show a moment later: a phone then
 * runs several short tasks, between which it paints and answers taps, instead of one long one.
 */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const id = window.setTimeout(() => setReady(true), 0)
    return () => window.clearTimeout(id)
  }, [])
  return ready ? children : fallback
}
