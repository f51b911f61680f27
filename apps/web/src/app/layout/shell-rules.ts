import type { ScreenId } from '@/config/paths'
import { type ShellScreen, screens, type TabKey } from '../screens'

/** Each route carries one of these in its `handle`, so the shell knows which screen it frames. */
export interface ScreenHandle {
  screen: ShellScreen
}

export function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as ScreenHandle).screen === 'string'
}

export interface ShellLayout {
  /** Home gets the extra top block and the logo header. */
  home: boolean
  header: boolean
  bottomMenu: boolean
  /** The header's back arrow goes to home instead of back in history. */
  backGoesHome: boolean
  /** The lit bottom-menu entry, if any. */
  tab: TabKey | null
  /** The screen whose `screens.<id>` title the header shows, or null. */
  title: ScreenId | null
}

/** The shell's frame for a screen, read from its entry in app/screens.tsx. */
export function shellLayout(screen: ShellScreen): ShellLayout {
  const entry = screens[screen]
  const header = entry.header ?? 'page'
  return {
    home: header === 'home',
    header: header !== 'none',
    bottomMenu: entry.bottomMenu ?? true,
    backGoesHome: entry.backGoesHome ?? false,
    tab: entry.tab ?? null,
    title: screen === 'notFound' || entry.title === false ? null : screen,
  }
}
