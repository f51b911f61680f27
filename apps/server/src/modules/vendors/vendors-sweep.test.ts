/**
 * A vendor killed mid-round: the vendor simulator runs as its own process against the platform
 * over real HTTP, takes a bet, and is killed before it sends the win. The stake stays held until
 * the sweep, two sweepers racing refund it once, the ledger balances, and what the vendor sends
 * after its restart (a late win, its own rollback, the bet again) changes nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { MINUTE, testClock } from '../../../test/clock.ts'
import { memberIdOf, sessionTokenFor } from '../../../test/members.ts'
import { gameRounds, members, walletAccounts, walletEntries, walletTransactions } from '../../db/schema.ts'
import { SIGNATURE_HEADER, sign } from '../../lib/signed-body.ts'
import { createProviderService } from '../inhouse/provider-service.ts'
import { memberBalance } from '../wallet/ledger.ts'
import { createVendorRoundSweep } from './vendors-sweep.ts'

const SECRET = 'vendor-sweep-test-secret-0123456789abcdef'
const TIMEOUT_MS = 60 * MINUTE
const SIMULATOR_MAIN = fileURLToPath(new URL('../../../../vendor-simulator/src/main.ts', import.meta.url))
const clock = testClock()
let t: TestContext
let platformUrl: string
let marco: number
let demoMerchant: number
const running = new Set<ChildProcess>()

/** The simulator as its own process; every win it owes is held back an hour, so a kill strands the round. */
async function startSimulatorProcess(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SIMULATOR_MAIN], {
    env: {
      ...process.env,
      PARLOR_VENDOR_SIM_PORT: '0',
      PARLOR_VENDOR_SIM_SECRET: SECRET,
      PARLOR_VENDOR_SIM_PLATFORM_URL: platformUrl,
      PARLOR_VENDOR_SIM_CHAOS: 'delayWin=1,winDelayMs=3600000,duplicate=0,rollback=0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    let err = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const found = /at (http:\/\/[\d.]+:\d+)\//.exec(out)
      if (found?.[1]) resolve(found[1])
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString()
    })
    child.once('exit', (code) => reject(new Error(`simulator exited (${code}): ${err}`)))
  })
  return { url, child }
}

async function kill(child: ChildProcess) {
  const gone = new Promise((r) => child.once('exit', r))
  child.kill('SIGKILL')
  await gone
}

beforeAll(async () => {
  t = await createTestApp(
    {
      // Replaced below by the address the simulator process gets.
      PARLOR_VENDOR_SIMULATOR_URL: 'http://127.0.0.1:9',
      PARLOR_VENDOR_SIMULATOR_SECRET: SECRET,
      PARLOR_PUBLIC_URL: 'https://parlor.test',
    },
    { clock },
  )
  platformUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1')
  marco = await memberIdOf(t.database.db, 'marco')
  const [m] = await t.database.db.select({ merchantId: members.merchantId }).from(members).where(eq(members.id, marco))
  demoMerchant = m?.merchantId ?? 0
})
afterAll(async () => {
  for (const child of running) await kill(child)
  await t.close()
})

const balance = async () => (await memberBalance(t.database.db, marco, 'PHP')) ?? 0n

/** A sweeper as one server instance runs it, with its own provider service. */
const sweeper = () =>
  createVendorRoundSweep({
    db: t.database.db,
    clock,
    provider: createProviderService(t.database.db, clock),
    defaultTimeoutMs: TIMEOUT_MS,
  })

/** A wallet call as the vendor sends it, over HTTP, signed with the vendor's secret. */
async function vendorCall(vendor: string, call: string, body: object) {
  const payload = JSON.stringify(body)
  const res = await fetch(`${platformUrl}/provider/${vendor}/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(SECRET, payload) },
    body: payload,
  })
  return { status: res.status, body: (await res.json()) as { value?: Record<string, unknown>; errorCode?: string } }
}

const admin = (code: string, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/admin/vendors/${code}`,
    headers: { 'x-admin-token': ADMIN_TOKEN },
    payload: body,
  })

async function firstGame(vendor: string) {
  const res = await t.app.inject({
    url: `/wps/relay/GCSGAME_gameList?vassalage=${vendor}&pageSize=1`,
    headers: { language: 'EN' },
  })
  const game = res.json().value.games[0] as { nodeId: number; gameCode: string; gameType: string } | undefined
  if (!game) throw new Error(`no ${vendor} game`)
  return game
}

/** The signed launch URL the platform answers marco for a vendor's first game. */
async function launchUrl(vendor: string) {
  const token = await sessionTokenFor(t.database.db, marco, demoMerchant, clock.now())
  const game = await firstGame(vendor)
  const res = await t.app.inject({
    url: `/wps/game/launchGame?launchMode=GLS&nodeId=${game.nodeId}&accountType=1&language=EN`,
    headers: { language: 'EN', authorization: token },
  })
  expect(res.statusCode, res.body).toBe(200)
  return { url: new URL(res.json().value.content.game_url as string), game }
}

/** A wallet session as a vendor gets one: launch, then authenticate the launch token. */
async function walletSession(vendor: string) {
  const { url, game } = await launchUrl(vendor)
  const auth = await vendorCall(vendor, 'authenticate', { token: url.searchParams.get('token') })
  expect(auth.status).toBe(200)
  return { sessionToken: auth.body.value?.sessionToken as string, game }
}

const roundRow = async (provider: string, roundId: string) => {
  const [r] = await t.database.db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.provider, provider), eq(gameRounds.roundId, roundId)))
  return r
}

describe('a vendor killed mid-round', () => {
  it('holds the stake until the sweep, refunds it once, and refuses what the vendor sends late', async () => {
    let sim = await startSimulatorProcess()
    expect((await admin('JL', { baseUrl: sim.url, operator: 'ops' })).statusCode).toBe(200)
    const start = await balance()

    // The player opens a JL game in the simulator and plays: the bet lands, the win is held back.
    const { url } = await launchUrl('JL')
    expect(url.origin).toBe(sim.url)
    const opened = await fetch(url, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    const gamePage = new URL(opened.headers.get('location') ?? '', sim.url)
    const played = await fetch(`${gamePage}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'stake=100',
      redirect: 'manual',
    })
    expect(played.status).toBe(303)
    const calls = ((await (await fetch(`${sim.url}/api/calls`)).json()) as { calls: Record<string, unknown>[] }).calls
    const bet = calls.find((c) => c.operation === 'bet' && c.status === 200)
    expect(calls.filter((c) => c.operation === 'win')).toEqual([])
    const roundId = String(bet?.roundId)
    const betTx = String(bet?.transactionId)
    const stake = start - (await balance())
    expect(stake).toBeGreaterThan(0n)

    await kill(sim.child)

    // Before the timeout the stake stays held: the vendor may still settle.
    clock.advance(TIMEOUT_MS - MINUTE)
    expect(await sweeper()()).toBe(0)
    expect(await balance()).toBe(start - stake)
    expect(await roundRow('JL', roundId)).toMatchObject({ status: 'open', betMinor: stake })

    // Past it, two instances sweep at once: one rollback, the stake back once.
    clock.advance(2 * MINUTE)
    const swept = await Promise.all([sweeper()(), sweeper()()])
    expect(swept[0] + swept[1]).toBe(1)
    expect(await sweeper()()).toBe(0)
    expect(await balance()).toBe(start)
    expect(await roundRow('JL', roundId)).toMatchObject({ status: 'rolled_back', closedBy: `sweep:${roundId}` })

    // The round's postings balance: each transaction sums to zero, and the member's side nets to zero.
    const postings = await t.database.db
      .select({ kind: walletTransactions.kind, amount: walletEntries.amount, member: walletAccounts.memberId })
      .from(walletEntries)
      .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.transactionId))
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(sql`${walletTransactions.meta}->>'roundId' = ${roundId}`)
    expect(postings.map((p) => p.kind).sort()).toEqual(['bet', 'bet', 'rollback', 'rollback'])
    expect(postings.reduce((s, p) => s + p.amount, 0n)).toBe(0n)
    expect(postings.filter((p) => p.member === marco).reduce((s, p) => s + p.amount, 0n)).toBe(0n)
    const accounts = await t.database.db
      .select({
        balance: walletAccounts.balance,
        posted: sql<string>`coalesce(sum(${walletEntries.amount}), 0)::text`,
      })
      .from(walletAccounts)
      .leftJoin(walletEntries, eq(walletEntries.accountId, walletAccounts.id))
      .groupBy(walletAccounts.id)
    expect(accounts.filter((a) => BigInt(a.posted) !== a.balance)).toEqual([])

    // The vendor comes back with nothing of the old game in memory; what it sends now changes nothing.
    sim = await startSimulatorProcess()
    expect((await admin('JL', { baseUrl: sim.url, operator: 'ops' })).statusCode).toBe(200)
    expect((await fetch(gamePage.toString().replace(/^http:\/\/[^/]+/, sim.url))).status).toBe(404)
    const { sessionToken } = await walletSession('JL')
    const win = await vendorCall('JL', 'win', { sessionToken, transactionId: 'late-win', roundId, amount: '500' })
    expect(win.status).toBe(409)
    expect(win.body.errorCode).toBe('provider.round.already.rolled.back')
    const rollback = await vendorCall('JL', 'rollback', {
      sessionToken,
      transactionId: 'late-rb',
      roundId,
      betTransactionId: betTx,
    })
    expect(rollback.status).toBe(409)
    expect(rollback.body.errorCode).toBe('provider.round.already.rolled.back')
    const replay = await vendorCall('JL', 'bet', {
      sessionToken,
      transactionId: betTx,
      roundId,
      gameCode: (await firstGame('JL')).gameCode,
      amount: stake.toString(),
    })
    expect(replay.status, JSON.stringify(replay.body)).toBe(200)
    expect(replay.body.value?.replayed).toBe(true)
    const again = await vendorCall('JL', 'bet', {
      sessionToken,
      transactionId: 'new-bet-on-swept-round',
      roundId,
      gameCode: 'x',
      amount: '100',
    })
    expect(again.status).toBe(409)
    expect(again.body.errorCode).toBe('provider.round.closed')
    expect(await balance()).toBe(start)
    expect(await roundRow('JL', roundId)).toMatchObject({ status: 'rolled_back', betMinor: stake, winMinor: 0n })
    await kill(sim.child)
  })
})

describe('the sweep rule', () => {
  async function openRound(vendor: string, roundId: string) {
    const { sessionToken, game } = await walletSession(vendor)
    const res = await vendorCall(vendor, 'bet', {
      sessionToken,
      transactionId: `${roundId}-bet`,
      roundId,
      gameCode: game.gameCode,
      amount: '100',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return game
  }

  it('leaves match betting to its vendor unless the vendor sets a timeout', async () => {
    const game = await openRound('SB1', 'sports-1')
    expect(game.gameType).toBe('SPORTS')
    clock.advance(TIMEOUT_MS * 24)
    expect(await sweeper()()).toBe(0)
    expect((await roundRow('SB1', 'sports-1'))?.status).toBe('open')

    expect((await admin('SB1', { settings: { roundTimeoutMinutes: 3 * 24 * 60 }, operator: 'ops' })).statusCode).toBe(
      200,
    )
    expect(await sweeper()()).toBe(0)
    clock.advance(TIMEOUT_MS * 48 + MINUTE)
    expect(await sweeper()()).toBe(1)
    expect((await roundRow('SB1', 'sports-1'))?.status).toBe('rolled_back')
  })

  it('never sweeps a vendor whose timeout is 0, and sweeps others by their own timeout', async () => {
    expect((await admin('PGS', { settings: { roundTimeoutMinutes: 0 }, operator: 'ops' })).statusCode).toBe(200)
    expect((await admin('JL', { settings: { roundTimeoutMinutes: 5 }, operator: 'ops' })).statusCode).toBe(200)
    await openRound('PGS', 'pgs-1')
    await openRound('JL', 'jl-short-1')
    clock.advance(6 * MINUTE)
    expect(await sweeper()()).toBe(1)
    expect((await roundRow('JL', 'jl-short-1'))?.status).toBe('rolled_back')
    clock.advance(TIMEOUT_MS * 100)
    expect(await sweeper()()).toBe(0)
    expect((await roundRow('PGS', 'pgs-1'))?.status).toBe('open')
  })
})
