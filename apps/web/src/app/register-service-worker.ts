/**
 * Registers public/sw.js (the app-shell cache) in production builds only: in dev it would serve
 * stale modules over Vite's. Failure is harmless; the app simply works without offline start.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      .catch(() => {
        // No offline start on this browser; nothing else depends on it.
      })
  })
}
