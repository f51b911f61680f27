// The back link of the in-house game pages (game.js, lottery.js), loaded through game-page.js.

/**
 * The back link leads only to a path on this site (same rule as the server's lib/safe-path.ts):
 * never another origin, `//host`, `/\host` or `javascript:`, whatever the state says.
 */
function safeBackPath(raw) {
  const home = '/m/home'
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return home
  if (/[\\\s]/.test(raw) || [...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return home
  try {
    return new URL(raw, location.origin).origin === location.origin ? raw : home
  } catch {
    return home
  }
}

/** Leaves the game page for the launch's back URL (or home when it is not a path on this site). */
export function goBack(backUrl) {
  const target = safeBackPath(backUrl)
  // Inside the app's launch frame the whole app navigates; opened alone, this page does.
  try {
    ;(window.top ?? window).location.assign(target)
  } catch {
    location.assign(target)
  }
}
