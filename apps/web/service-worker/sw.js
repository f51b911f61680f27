/*
 * Parlor service worker (the installable app). It keeps the app shell and the build's hashed
 * assets so the app opens offline or on a bad line, and it never stores server answers: member
 * data (balances, sessions, messages) must not outlive a sign-out in a cache. Edit the NEVER list
 * before adding any route.
 *
 * BUILD is written in by vite-plugin.ts at build time: this build's version, the files its first
 * paint needs (precached on install) and every hashed asset it has (anything else is pruned on
 * activate, so a rebuild leaves no stale files behind).
 */
const BUILD = /* replaced at build time */ __PARLOR_BUILD__
// Hashed assets keep their name for life, so one cache outlives builds and only loses what a
// build no longer has; the shell (index.html) is per version.
const ASSETS_CACHE = 'parlor-assets'
const SHELL_CACHE = `parlor-shell-${BUILD.version}`
const SHELL_PAGE = '/m/index.html'
// Answers from these prefixes are never read from or written to the cache.
const NEVER = ['/wps', '/lgw', '/admin', '/provider', '/cdn', '/health', '/oauth', '/payments', '/downloads']

const inBuild = new Set(BUILD.assets)

/** Puts the asset in the cache unless it is there: an unchanged file is never fetched again. */
async function keep(cache, url) {
  if (await cache.match(url)) return
  const response = await fetch(url)
  if (response.ok) await cache.put(url, response)
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE)
      await shell.addAll([SHELL_PAGE, ...BUILD.shell])
      const assets = await caches.open(ASSETS_CACHE)
      await Promise.all(BUILD.precache.map((url) => keep(assets, url)))
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key !== ASSETS_CACHE && key !== SHELL_CACHE) await caches.delete(key)
      }
      const assets = await caches.open(ASSETS_CACHE)
      for (const request of await assets.keys()) {
        if (!inBuild.has(new URL(request.url).pathname)) await assets.delete(request)
      }
      await self.clients.claim()
    })(),
  )
})

// A page that loaded before this worker controlled it names the assets it fetched, so a lazy
// screen already seen is cached too (from the HTTP cache, where immutable assets still sit).
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'loaded-assets' || !Array.isArray(event.data.urls)) return
  const urls = event.data.urls.filter((url) => inBuild.has(url))
  event.waitUntil(caches.open(ASSETS_CACHE).then((cache) => Promise.all(urls.map((url) => keep(cache, url)))))
})

const isNever = (path) => NEVER.some((p) => path === p || path.startsWith(`${p}/`))

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || isNever(url.pathname)) return

  // Hashed build assets never change under one name: cache first. Another build's file (a page
  // still running an older build) goes to the network and is not kept.
  if (url.pathname.startsWith('/m/assets/')) {
    if (!inBuild.has(url.pathname)) return
    event.respondWith(
      caches.open(ASSETS_CACHE).then(async (cache) => {
        const hit = await cache.match(request)
        if (hit) return hit
        const response = await fetch(request)
        if (response.ok) await cache.put(request, response.clone())
        return response
      }),
    )
    return
  }

  // Navigations: the network first (a new deploy shows at once), the cached shell when offline.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
            const copy = response.clone()
            void caches.open(SHELL_CACHE).then((cache) => cache.put(SHELL_PAGE, copy))
          }
          return response
        })
        .catch(() => caches.match(SHELL_PAGE).then((hit) => hit || Response.error())),
    )
  }
})
