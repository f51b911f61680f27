import type { LotteryFamily } from '@parlor/contract'

/**
 * How the play screen lets a player pick for each bet type (the picks formats are listed above
 * LOTTERY_BET_TYPES in the contract): a set of chips to toggle, or 2- or 3-digit numbers typed
 * and added one by one. The server checks every pick again; this only shapes the picker.
 */
export type PickerKind =
  | { kind: 'options'; options: readonly string[]; labelled: boolean }
  | { kind: 'entry'; digits: 2 | 3; distinct: boolean }

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const
const CARS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const

const options = (list: readonly string[], labelled = false): PickerKind => ({
  kind: 'options',
  options: list,
  labelled,
})
const entry = (digits: 2 | 3, distinct = false): PickerKind => ({ kind: 'entry', digits, distinct })

export function pickerOf(family: LotteryFamily, betType: string): PickerKind {
  switch (betType) {
    case 'SUM_BS':
    case 'CH_BS':
      return options(['B', 'S'], true)
    case 'SUM_OE':
    case 'CH_OE':
      return options(['O', 'E'], true)
    case 'DT':
      return options(['D', 'T'], true)
    case 'FRONT3':
    case 'STRAIGHT':
    case 'BA_CANG':
      return entry(3)
    case 'BOX':
      return entry(3, true)
    case 'LAST2':
    case 'DE':
    case 'LO':
      return entry(2)
    default:
      return options(family === 'PK10' ? CARS : DIGITS)
  }
}

/** Whether typed text is one pick of an entry bet type (all digits, the right length, distinct for BOX). */
export function isEntryPick(kind: Extract<PickerKind, { kind: 'entry' }>, text: string): boolean {
  if (!new RegExp(`^\\d{${kind.digits}}$`).test(text)) return false
  return !kind.distinct || new Set(text).size === text.length
}

/** A random integer in [0, n). */
export type Random = (n: number) => number
export const mathRandom: Random = (n) => Math.floor(Math.random() * n)

/** One random valid pick for the picker (quick pick). */
export function randomPick(kind: PickerKind, random: Random = mathRandom): string {
  if (kind.kind === 'options') return kind.options[random(kind.options.length)] as string
  for (;;) {
    let text = ''
    for (let i = 0; i < kind.digits; i++) text += String(random(10))
    if (isEntryPick(kind, text)) return text
  }
}
