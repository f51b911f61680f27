import { matchRoutes } from 'react-router'
import { paths, type ScreenId, screenUrls } from '@/config/paths'
import type { ShellScreen } from './screens'

/** Every URL of every screen (config/paths.ts) with its screen; the router draws the same list. */
export const SCREEN_URLS: readonly { path: string; screen: ScreenId }[] = (Object.keys(paths) as ScreenId[]).flatMap(
  (screen) => screenUrls(screen).map((path) => ({ path, screen })),
)

const table = [
  ...SCREEN_URLS.map(({ path, screen }) => ({ path, handle: screen })),
  { path: '*', handle: 'notFound' as const },
]
// Ranking the table costs a few milliseconds on a slow phone: once per path is enough.
const known = new Map<string, ShellScreen>()

/** The screen the router shows at a path, ranked as the router ranks its routes. */
export function screenAt(pathname: string): ShellScreen {
  let screen = known.get(pathname)
  if (!screen) {
    screen = (matchRoutes(table, pathname)?.at(-1)?.route.handle ?? 'notFound') as ShellScreen
    if (known.size > 200) known.clear()
    known.set(pathname, screen)
  }
  return screen
}
