import type { ScreenId } from '@/config/paths'

/** Screens plus the catch-all page; each route carries one of these in its `handle`. */
export type ShellScreen = ScreenId | 'notFound'

export interface ScreenHandle {
  screen: ShellScreen
}

export function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as ScreenHandle).screen === 'string'
}

// The lists below are the storefront specification's §Shell behaviour, word for word.
// memberHome added: the member centre draws its own header with the settings button (accounts §Member centre).
const HEADER_HIDDEN: ReadonlySet<ShellScreen> = new Set([
  'login',
  'register',
  'mine',
  'memberHome',
  'agent',
  'download',
  'forget',
])

const BOTTOM_MENU_HIDDEN: ReadonlySet<ShellScreen> = new Set([
  'login',
  'register',
  'trail',
  'launchGame',
  'changePsw',
  'notice',
  'activity',
  'forget',
  'service',
  'moreLottery',
  'useragreement',
  'maintenance',
  'download',
  'agent',
])

const BACK_GOES_HOME: ReadonlySet<ShellScreen> = new Set(['login', 'register', 'trail', 'notice', 'forget'])

export interface ShellLayout {
  /** Home gets the extra top block and the logo header. */
  home: boolean
  header: boolean
  bottomMenu: boolean
  /** The header's back arrow goes to home instead of back in history. */
  backGoesHome: boolean
}

export function shellLayout(screen: ShellScreen): ShellLayout {
  return {
    home: screen === 'home',
    header: !HEADER_HIDDEN.has(screen),
    bottomMenu: !BOTTOM_MENU_HIDDEN.has(screen),
    backGoesHome: BACK_GOES_HOME.has(screen),
  }
}
