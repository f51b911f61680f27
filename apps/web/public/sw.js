/*
 * Parlor service worker (the installable app). It keeps the app shell so the app opens
 * offline or on a bad line, and it never stores server answers: member data (balances, sessions,
 * messages) must not outlive a sign-out in a cache. Edit the NEVER list before adding any route.
 */
const VERSION = 'parlor-shell-v1'
// The manifest is left out: it is per merchant and the browser revalidates it itself.
const SHELL = ['/m/', '/m/index.html', '/m/favicon.svg']
// Answers from these prefixes are never read from or written to the cache.
const NEVER = ['/wps', '/lgw', '/admin', '/provider', '/cdn', '/health', '/oauth']

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  )
})

const isNever = (path) => NEVER.some((p) => path === p || path.startsWith(`${p}/`))

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || isNever(url.pathname)) return

  // Hashed build assets never change under one name: cache first.
  if (url.pathname.startsWith('/m/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone()
              void caches.open(VERSION).then((cache) => cache.put(request, copy))
            }
            return response
          }),
      ),
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
            void caches.open(VERSION).then((cache) => cache.put('/m/index.html', copy))
          }
          return response
        })
        .catch(() => caches.match('/m/index.html').then((hit) => hit || Response.error())),
    )
  }
})
