/**
 * How a launch reaches a game provider. Each vendor the platform can launch has an adapter;
 * a vendor without one answers "vendor not available" instead of a dead link. The in-house
 * provider and third-party integrations implement this same interface (docs/game-providers.md).
 */
export interface LaunchRequest {
  member: { id: number; username: string; type: number }
  /** The caller's sign-in session: a game it launches must end when that session does. */
  sessionId: number
  merchantCode: string
  game: { nodeId: number; gameCode: string; vendorCode: string; gameType: string }
  language: string
  /** 1 real money, 0 the free-play wallet (wire-contract §3.5). */
  accountType: 0 | 1
  /** Where the game's back button leads: a path on this site only (lib/safe-path.ts), or null. */
  backUrl: string | null
  lotto?: { prizeMode?: string | undefined; gameCode?: string | undefined; view?: string | undefined }
  /** A match the game opens at (a hot match's "Bet now"), for vendors of match betting. */
  matchId?: string | undefined
}

/** A guest's launch: no member; the caller's address lets an adapter cap how often it is used. */
export type TrialLaunchRequest = Omit<LaunchRequest, 'member' | 'sessionId' | 'accountType'> & { ip: string }

export interface VendorAdapter {
  /** Answers the URL the player's browser opens, or throws an AppError. */
  launch(req: LaunchRequest): Promise<{ url: string }>
  /** A game launched without an account (`GCS_gameTrialLaunch`); absent when the vendor has no trial mode. */
  launchTrial?(req: TrialLaunchRequest): Promise<{ url: string }>
  /** Whether the member still has a round open with this vendor (`#734`) that blocks launching `game`. */
  hasOpenRound?(memberId: number, game?: LaunchRequest['game']): Promise<boolean>
}

export type VendorAdapters = ReadonlyMap<string, VendorAdapter>
