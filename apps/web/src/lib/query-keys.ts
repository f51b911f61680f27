/**
 * The query cache's namespaces. Every key starts with one of these roots; each feature builds its
 * endpoint keys on its root in `features/<f>/api/<f>-keys.ts`, and invalidations name a factory's
 * key or prefix, never an array typed by hand (query-keys.test.ts holds this). Features never
 * import each other, so the few keys one feature refreshes for another live here. Edit with care:
 * sign-out clears the `auth` root and a language change the `games` and `content` roots, so moving
 * a key between roots changes what those clear.
 */
export const queryRoots = {
  account: ['account'],
  accountProtection: ['accountProtection'],
  agent: ['agent'],
  auth: ['auth'],
  cashier: ['cashier'],
  content: ['content'],
  games: ['games'],
  inbox: ['inbox'],
  lottery: ['lottery'],
  memberCentre: ['memberCentre'],
  pages: ['pages'],
  promotions: ['promotions'],
  records: ['records'],
  redEnvelopes: ['redEnvelopes'],
  responsibleGaming: ['responsibleGaming'],
  system: ['system'],
  wallet: ['wallet'],
  withdraw: ['withdraw'],
} as const

/** Keys that cross a feature wall: one feature (or lib) reads or refreshes what another owns. */
export const sharedKeys = {
  /** Every wallet query: money moved (a transfer, a game closed). */
  wallet: queryRoots.wallet,
  /** The signed-in member's info (auth feature), renewed on home and on the agent screen. */
  memberInfo: (token: string) => [...queryRoots.auth, 'memberInfo', token] as const,
  /** The announcements answer with its read marks (content feature), marked read on the storefront. */
  announcements: [...queryRoots.content, 'announcements'] as const,
  /** The envelopes waiting for the member (red-envelopes feature): an agent's new rain may name the agent itself. */
  redEnvelopes: queryRoots.redEnvelopes,
  /** The merchant's status call, read by the boot gate (lib/merchant). */
  systemStatus: [...queryRoots.system, 'status'] as const,
}
