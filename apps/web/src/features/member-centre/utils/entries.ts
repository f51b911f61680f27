/**
 * Which member-centre tiles and entries show, and where they lead (accounts-and-access
 * §Member centre, §6). Edit here when the specification adds or re-gates an entry.
 */
import type { Whitelabel } from '@parlor/contract'
import { paths } from '@/config/paths'

export interface EntryContext {
  flags: Whitelabel
  /** Customer type of the session; null for guests. */
  sessionType: number | null
  /** From member info; false until it has loaded and for guests. */
  toUpline: boolean
  /** promotionType of every live promotion of the merchant (REFERRAL, MISSION, …). */
  livePromotions: ReadonlySet<string>
}

export type QuickTileKey = 'deposit' | 'withdraw' | 'gameRecord' | 'transactionRecord' | 'securityCenter'
export type EntryKey =
  | 'agent'
  | 'vouReport'
  | 'withdrawReport'
  | 'profitAndLoss'
  | 'upLineTransfer'
  | 'rewardCenter'
  | 'leaderBoard'
  | 'rebateReport'
  | 'webEmail'
  | 'feedback'
  | 'referralLinks'
  | 'responsibleGaming'

export interface Entry<K extends string> {
  key: K
  path: string
  /** Guests are sent to sign in instead. */
  memberOnly: boolean
}

/** The five quick tiles, always shown. */
export const QUICK_TILES: readonly Entry<QuickTileKey>[] = [
  { key: 'deposit', path: paths.voucherCenter.path, memberOnly: true },
  { key: 'withdraw', path: paths.withdraw.path, memberOnly: true },
  { key: 'gameRecord', path: paths.gameRecord.path, memberOnly: true },
  { key: 'transactionRecord', path: paths.transactionRecord.path, memberOnly: true },
  { key: 'securityCenter', path: paths.securityCenter.path, memberOnly: true },
]

/** §6: types 0 (player), 4 (trial) and 40 never see the agency centre. */
const NON_AGENT_TYPES: ReadonlySet<number> = new Set([0, 4, 40])

export function isAgentType(type: number | null): boolean {
  return type !== null && !NON_AGENT_TYPES.has(type)
}

/** The feature-gated list, in the specification's order. */
export function memberCentreEntries(ctx: EntryContext): Entry<EntryKey>[] {
  const on = (id: keyof Whitelabel) => ctx.flags[id] === true
  const gates: [EntryKey, string, boolean][] = [
    ['agent', paths.agent.path, isAgentType(ctx.sessionType)],
    ['vouReport', paths.vouReport.path, on('DEPRECM3')],
    ['withdrawReport', paths.withdrawReport.path, on('WITHREC3')],
    ['profitAndLoss', paths.profitAndLoss.path, on('PERSREP')],
    [
      'upLineTransfer',
      paths.upLineTransfer.path,
      on('AGETRANSFERUP3') && ctx.toUpline && ctx.sessionType !== null && ctx.sessionType !== 2,
    ],
    ['rewardCenter', paths.rewardCenter.path, on('REWCEN3')],
    ['leaderBoard', paths.leaderBoard.path, ctx.livePromotions.has('MISSION')],
    ['rebateReport', paths.rebateReport.path, on('PLYRBT')],
    ['webEmail', paths.webEmail.path, on('MAILCEN')],
    ['feedback', paths.feedback.path, on('FEEDBACK3')],
    ['referralLinks', paths.referralLinks.path, ctx.livePromotions.has('REFERRAL')],
    // Regulated operators must offer limits and breaks to every player (decision 040).
    ['responsibleGaming', paths.responsibleGaming.path, true],
  ]
  return gates.filter(([, , shown]) => shown).map(([key, path]) => ({ key, path, memberOnly: true }))
}

/** The VIP label links to the benefits page only when the merchant shows its member club (MEMCLUB3). */
export const vipLinked = (flags: Whitelabel) => flags.MEMCLUB3 === true

/** accounts-and-access §4: whole days since registration. */
export function registeredDays(regDate: number, now: number): number {
  return Math.max(0, Math.floor((now - regDate) / 86_400_000))
}
