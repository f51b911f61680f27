/**
 * Where a game's back button may lead: only a path on this site. A launch parameter is chosen by
 * whoever wrote the link, so anything else (another site, `//host`, `/\host` which browsers read
 * as `//host`, `javascript:`, or control characters browsers silently drop) becomes home.
 * The game pages (inhouse/public/*.js) apply the same rule before navigating.
 */
export const DEFAULT_BACK_PATH = '/m/home'
const MAX_LENGTH = 2_000
const BASE = 'http://parlor.invalid'

export function safeBackPath(raw: string): string {
  if (raw.length > MAX_LENGTH || !raw.startsWith('/') || raw.startsWith('//')) return DEFAULT_BACK_PATH
  // Backslashes, whitespace and control characters have no place in a path we hand out.
  if (/[\\\s]/.test(raw) || [...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return DEFAULT_BACK_PATH
  try {
    if (new URL(raw, BASE).origin !== BASE) return DEFAULT_BACK_PATH
  } catch {
    return DEFAULT_BACK_PATH
  }
  return raw
}
