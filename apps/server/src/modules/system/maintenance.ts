/**
 * Whether a merchant, or one game vendor for it, is under maintenance now. The one evaluation the
 * player-facing calls (status, game lists, launches) and the back office read:
 * - the merchant is down when its `maintenance` switch is on or a window without a vendor covers now;
 * - a vendor is down for the merchant when `merchant_vendors.maintenance` is on or a window naming
 *   that vendor covers now. (A vendor switched to maintenance platform-wide, vendor_integrations,
 *   stays the catalogue's `maintenance` set: callers add it.)
 *
 * Every game list and launch asks, so the windows and vendor switches of a merchant are held in
 * memory for `ttlMs` (the merchant settings' cache time, a few seconds): one query per merchant per
 * period instead of one per request. Another instance's change shows within that period without a
 * message bus; a change through this instance calls `invalidate` and shows at once. The windows are
 * kept with their times and compared with `now` on every call, so a scheduled window opens and closes
 * on time whatever the cache.
 */
import { ErrorCode, GameErrorCode, type RouteDef, routes } from '@parlor/contract'
import { and, eq, gt } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import { maintenanceWindows, merchantVendors } from '../../db/schema.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'

export interface MaintenanceState {
  /** The whole merchant is down: game lists, lobbies and launches answer maintenance. */
  merchant: boolean
  /** Vendor codes down for this merchant: their games are listed marked and never launched. */
  vendors: ReadonlySet<string>
}

interface Window {
  vendorCode: string | null
  startsAt: number
  endsAt: number
}

interface Cached {
  loadedAt: number
  /** Windows that had not ended when loaded. */
  windows: Window[]
  /** Vendors switched to maintenance for this merchant. */
  switched: ReadonlySet<string>
}

export function createMaintenance(db: Db, opts: { ttlMs: number; now?: () => number }) {
  const clockNow = opts.now ?? Date.now
  const cache = new Map<number, Cached>()
  const loading = new Map<number, Promise<Cached>>()
  // A load that started before an invalidate must not put its older answer back in the cache.
  let generation = 0

  async function load(merchantId: number): Promise<Cached> {
    const loadedAt = clockNow()
    const [windows, switched] = await Promise.all([
      db
        .select({
          vendorCode: maintenanceWindows.vendorCode,
          startsAt: maintenanceWindows.startsAt,
          endsAt: maintenanceWindows.endsAt,
        })
        .from(maintenanceWindows)
        .where(and(eq(maintenanceWindows.merchantId, merchantId), gt(maintenanceWindows.endsAt, new Date(loadedAt)))),
      db
        .select({ vendorCode: merchantVendors.vendorCode })
        .from(merchantVendors)
        .where(and(eq(merchantVendors.merchantId, merchantId), eq(merchantVendors.maintenance, true))),
    ])
    return {
      loadedAt,
      windows: windows.map((w) => ({
        vendorCode: w.vendorCode,
        startsAt: w.startsAt.getTime(),
        endsAt: w.endsAt.getTime(),
      })),
      switched: new Set(switched.map((s) => s.vendorCode)),
    }
  }

  async function entry(merchantId: number): Promise<Cached> {
    const hit = cache.get(merchantId)
    if (hit && clockNow() - hit.loadedAt < opts.ttlMs) return hit
    let pending = loading.get(merchantId)
    if (!pending) {
      // Concurrent requests of one merchant share one load.
      const gen = generation
      pending = load(merchantId)
        .then((c) => {
          if (gen === generation) cache.set(merchantId, c)
          return c
        })
        .finally(() => loading.delete(merchantId))
      loading.set(merchantId, pending)
    }
    return pending
  }

  const perRequest = new WeakMap<object, Promise<MaintenanceState>>()

  async function state(merchant: { id: number; maintenance: boolean }, now: Date): Promise<MaintenanceState> {
    const c = await entry(merchant.id)
    const t = now.getTime()
    let down = merchant.maintenance
    const vendors = new Set(c.switched)
    for (const w of c.windows) {
      if (w.startsAt > t || w.endsAt <= t) continue
      if (w.vendorCode === null) down = true
      else vendors.add(w.vendorCode)
    }
    return { merchant: down, vendors }
  }

  return {
    /** The merchant row's own switch comes from the caller (the registry's row, `req.merchant`). */
    state,
    /** The state of the request's merchant, evaluated once per request however often it is asked. */
    ofRequest(req: { merchant: { id: number; maintenance: boolean } }, now: Date): Promise<MaintenanceState> {
      let found = perRequest.get(req)
      if (!found) {
        found = state(req.merchant, now)
        perRequest.set(req, found)
      }
      return found
    },
    /** Reload on the next read: after this instance changed windows or vendor switches. */
    invalidate(merchantId?: number) {
      generation++
      loading.clear()
      if (merchantId === undefined) cache.clear()
      else cache.delete(merchantId)
    },
  }
}
export type Maintenance = ReturnType<typeof createMaintenance>

/**
 * Refuses a catalogue or game call while the merchant is in maintenance, with the answer the
 * original gives a feature under maintenance (wire-contract §1.1: `function.not.available`, 400, #543).
 */
export function refuseWhenDown(state: MaintenanceState): void {
  if (state.merchant) throw new AppError(400, ErrorCode.functionNotAvailable)
}

/** The vendors whose games are marked and refused for this merchant: its own and the platform-wide ones. */
export function vendorsDown(state: MaintenanceState, platformWide: ReadonlySet<string>): ReadonlySet<string> {
  if (platformWide.size === 0) return state.vendors
  return new Set([...state.vendors, ...platformWide])
}

/**
 * Calls that close while the merchant is in maintenance: the catalogue, lobbies and game lists,
 * launches and new lottery bets. Sign-in, the wallet and the cashier stay open, so a member can
 * still see and withdraw their balance; rounds already open still settle (provider calls).
 */
const CLOSED_IN_MAINTENANCE: readonly RouteDef[] = [
  routes.gameList,
  routes.hotGames,
  routes.newGameVendor,
  routes.vassGameType,
  routes.vassalage,
  routes.lotteryList,
  routes.lotteryMenus,
  routes.lotteryVnMenu,
  routes.lotteryPopular,
  routes.favouriteList,
  routes.recentList,
  routes.launchGame,
  routes.trialLaunch,
  routes.lotteryPlace,
]
/** Launches: also refused when the game's vendor is in maintenance for the merchant. */
const LAUNCHES: readonly RouteDef[] = [routes.launchGame, routes.trialLaunch]

const key = (method: string, url: string) => `${method} ${url}`

/**
 * One check for every closed call, on the root app (a preHandler: after the guard and validation,
 * so the launch's nodeId is parsed). `vendorOf` names the vendor of a catalogue game (id, name).
 */
export function maintenanceGuard(deps: {
  maintenance: Maintenance
  clock: Clock
  vendorOf: (nodeId: number) => Promise<{ code: string; name: string } | null>
}) {
  const closed = new Set(CLOSED_IN_MAINTENANCE.map((r) => key(r.method, r.path)))
  const launches = new Set(LAUNCHES.map((r) => key(r.method, r.path)))
  return async function refuseInMaintenance(req: FastifyRequest) {
    const k = key(req.method, req.routeOptions.url ?? '')
    if (!closed.has(k) || !req.merchant) return
    const state = await deps.maintenance.ofRequest(req, deps.clock.now())
    refuseWhenDown(state)
    if (!launches.has(k) || state.vendors.size === 0) return
    const nodeId = Number((req.query as { nodeId?: unknown }).nodeId)
    const vendor = Number.isInteger(nodeId) ? await deps.vendorOf(nodeId) : null
    if (vendor && state.vendors.has(vendor.code))
      throw new AppError(503, GameErrorCode.vendorMaintenance, { vendor: vendor.name })
  }
}
