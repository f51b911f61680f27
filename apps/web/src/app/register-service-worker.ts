/**
 * Registers the service worker (apps/web/service-worker, emitted with the build's file list) in
 * production builds only: in dev it would serve stale modules over Vite's. Failure is harmless;
 * the app simply works without offline start.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const sw = navigator.serviceWorker
  // On a first visit the page loads its screens before the new worker controls it; once it does,
  // the worker is told what went past it (workerStart 0), then and as late loads finish, so the
  // next visit needs none of it from the network.
  if (!sw.controller) {
    sw.addEventListener(
      'controllerchange',
      () => {
        new PerformanceObserver((list) => {
          const urls = list
            .getEntries()
            .filter((entry) => (entry as PerformanceResourceTiming).workerStart === 0)
            .map((entry) => new URL(entry.name))
            .filter(
              (url) => url.origin === location.origin && url.pathname.startsWith(`${import.meta.env.BASE_URL}assets/`),
            )
            .map((url) => url.pathname)
          if (urls.length > 0) sw.controller?.postMessage({ type: 'loaded-assets', urls })
        }).observe({ type: 'resource', buffered: true })
      },
      { once: true },
    )
  }
  window.addEventListener('load', () => {
    sw.register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL }).catch(() => {
      // No offline start on this browser; nothing else depends on it.
    })
  })
}
