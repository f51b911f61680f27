/**
 * Runs `work` once the browser is idle (at the latest after `timeoutMs`), for what the first screen
 * can draw without: on a slow phone, work done while the page is still starting is time the player
 * cannot tap. Returns a cancel function for effects. Safari has no requestIdleCallback.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(work, 200)
  return () => window.clearTimeout(id)
}
