import type { TFunction } from 'i18next'
import { formatDateTime } from '@/lib/format'

// Game and bet type names are keyed by engine code; a code the bundle does not know yet (a game
// added on the server first) shows as itself rather than as a key path.

/** The game's name (`lottery.games.<code>`). */
export const gameName = (t: TFunction, code: string): string => t(`lottery.games.${code}`, code)

/** The bet type's name (`lottery.betTypes.<code>`). */
export const betTypeName = (t: TFunction, code: string): string => t(`lottery.betTypes.${code}`, code)

const NAMED_PICKS = new Set(['B', 'S', 'O', 'E', 'D', 'T'])

/** A pick as players read it: Big/Small, Odd/Even, Dragon/Tiger by name; numbers as they are. */
export const pickLabel = (t: TFunction, pick: string): string =>
  NAMED_PICKS.has(pick) ? t(`lottery.play.pickNames.${pick as 'B'}`) : pick

/** A line's picks on one row (bet slip, order detail). */
export const picksText = (t: TFunction, picks: readonly string[]): string =>
  picks.map((p) => pickLabel(t, p)).join(', ')

/** Local date and time of an epoch-ms instant, short enough for one line of a phone row. */
export const when = (ms: number) =>
  formatDateTime(ms, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
