/**
 * Two real server processes on one PostgreSQL database and one Redis, behind a round-robin proxy:
 * what running more than one replica promises. They start together on an empty database, a member
 * signed in on one is signed in on both, login counters and captchas are one, an operator's change
 * reaches the other within the config cache time, money moved through both balances to the minor
 * unit, and a replica told to stop finishes what it accepted.
 *
 * Runs where both PARLOR_TEST_DATABASE_URL and PARLOR_TEST_REDIS_URL are set (.ci/run, test:all).
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, inArray, like, sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../src/db/client.ts'
import { members, merchants, walletAccounts, walletTransactions } from '../src/db/schema.ts'
import { DEMO2_PLAYER } from '../src/db/seed/member-centre.ts'
import { MERCHANTS } from '../src/db/seed/merchants.ts'
import { SIGNATURE_HEADER, sign } from '../src/modules/inhouse/provider-routes.ts'
import { memberBalance } from '../src/modules/wallet/ledger.ts'
import { captchaCookie, solveCaptchaWith } from './captcha-solver.ts'
import { type ScratchDatabase, scratchDatabase } from './databases.ts'
import { ADMIN_TOKEN } from './helper.ts'
import { ledgerFaults } from './ledger-checks.ts'
import {
  answerOf,
  inParallel,
  type Outcome,
  type Balancer,
  type Replica,
  send,
  startProxy,
  startReplica,
  stopReplica,
  untilHealthy,
} from './replicas.ts'

const adminUrl = process.env.PARLOR_TEST_DATABASE_URL
const redisUrl = process.env.PARLOR_TEST_REDIS_URL

const CONFIG_CACHE_MS = 1_000
const CAPTCHA_AFTER = 3
const INHOUSE_SECRET = `replicas-${randomBytes(16).toString('hex')}`
const MONEY_OPERATIONS = 10_000
const IN_FLIGHT = 50

describe.skipIf(!adminUrl || !redisUrl)('two replicas on one PostgreSQL and one Redis', () => {
  let scratch: ScratchDatabase | undefined
  const redisPrefix = `parlor-replicas:${randomBytes(4).toString('hex')}:`
  const replicas: Replica[] = []
  let a: Replica
  let b: Replica
  let proxy: Balancer | undefined
  let database: Database | undefined
  let redis: Redis | undefined
  /** Our own view of the shared database, for what only the ledger can tell. */
  const db = () => (database as Database).db

  beforeAll(async () => {
    scratch = await scratchDatabase(adminUrl as string, 'parlor_replicas')
    const url = scratch.url
    const nowhere = join(tmpdir(), `parlor-no-app-${randomBytes(4).toString('hex')}`)
    const env = {
      DATABASE_URL: url,
      REDIS_URL: redisUrl as string,
      PARLOR_REDIS_PREFIX: redisPrefix,
      // Both are told to seed: the empty database must end up seeded once, both serving.
      PARLOR_SEED: 'always',
      PARLOR_ALLOW_PLAIN_AUTH: '1',
      PARLOR_ADMIN_TOKEN: ADMIN_TOKEN,
      PARLOR_CONFIG_CACHE_MS: String(CONFIG_CACHE_MS),
      PARLOR_LOGIN_CAPTCHA_ACCOUNT: String(CAPTCHA_AFTER),
      PARLOR_INHOUSE_SECRET: INHOUSE_SECRET,
      // Nothing moves money or logs on its own while the test counts.
      PARLOR_LOTTERY_TICK_MS: '0',
      PARLOR_RECONCILE_SECONDS: '0',
      PARLOR_PROMOTION_JOBS_MIN: '0',
      PARLOR_RED_ENVELOPE_JOB_SECONDS: '0',
      PARLOR_WEB_DIST: nowhere,
      PARLOR_BACKOFFICE_DIST: nowhere,
      LOG_LEVEL: 'warn',
    }
    // Started in the same moment, so both find the database empty and migrate and seed at once.
    const started = performance.now()
    ;[a, b] = await Promise.all([startReplica('A', env), startReplica('B', env)])
    replicas.push(a, b)
    await Promise.all([untilHealthy(a, 90_000), untilHealthy(b, 90_000)])
    console.info(
      `replicas: both healthy ${((performance.now() - started) / 1000).toFixed(1)} s after starting together`,
    )
    proxy = await startProxy([a.url, b.url])
    database = await openDatabase({ url, poolMax: 2 })
    redis = new Redis(redisUrl as string)
  }, 120_000)

  afterAll(async () => {
    await proxy?.close()
    await Promise.all(replicas.map((r) => stopReplica(r)))
    await database?.close()
    // Login counters live an hour; nothing of this run should outlive it.
    const keys = (await redis?.keys(`${redisPrefix}*`)) ?? []
    if (keys.length) await redis?.del(...keys)
    await redis?.quit()
    await scratch?.drop()
  }, 60_000)

  const login = (r: Replica, username: string, password: string, captcha?: { cookie: string; answer: string }) =>
    answerOf(r.url, {
      path: '/wps/session/login',
      headers: captcha ? { cookie: `parlor_captcha=${captcha.cookie}` } : {},
      body: { type: 'username', username, password, ...(captcha ? { captcha: captcha.answer } : {}) },
    })
  /** A captcha drawn on `r`, read from Redis the way only a test can. */
  const captchaOf = async (r: Replica) => {
    const drawn = await answerOf(r.url, { path: '/wps/captcha' })
    expect(drawn.status).toBe(200)
    const cookie = captchaCookie(drawn)
    const answer = await solveCaptchaWith(cookie, async (id) => {
      const raw = await redis?.get(`${redisPrefix}cap:${id}`)
      return raw ? (JSON.parse(raw) as { answerHash: string }).answerHash : null
    })
    return { cookie, answer }
  }
  const memberInfo = (r: Replica, token: string) =>
    answerOf(r.url, { path: '/wps/member/info', headers: { authorization: token } })

  it('came up together on an empty database, migrated and seeded once', async () => {
    // Both were told to seed the empty database; the one that lost the race must still be serving.
    for (const r of replicas) expect(r.child.exitCode, r.output()).toBeNull()
    const rows = await db().select({ code: merchants.code }).from(merchants)
    expect(rows.map((m) => m.code).sort()).toEqual(MERCHANTS.map((m) => m.code).sort())
  })

  it('a session made on one works on the other, and a logout on one ends it on both', async () => {
    const res = await login(a, 'demo', 'demo1234')
    expect(res.status, res.text).toBe(200)
    const token = res.json().value.token as string
    const info = await memberInfo(b, token)
    expect(info.status, info.text).toBe(200)
    const out = await answerOf(b.url, {
      method: 'DELETE',
      path: '/wps/session/logout',
      headers: { authorization: token },
    })
    expect(out.status, out.text).toBe(200)
    expect((await memberInfo(a, token)).status).toBe(401)
    expect((await memberInfo(b, token)).status).toBe(401)
  })

  it('counts failed logins across both and checks a captcha on the other replica than the one that drew it', async () => {
    // Failures alternate between the replicas; the threshold is reached only by counting both.
    for (let i = 1; i <= CAPTCHA_AFTER; i++) {
      const res = await login(i % 2 ? a : b, 'marco', 'not-the-password')
      expect(res.json(), `failure ${i}`).toMatchObject({ errorCode: 'login.cred.err' })
    }
    const withoutCaptcha = await login(b, 'marco', 'demo1234')
    expect(withoutCaptcha.json().errorCode).toBe('captcha.error')

    // A captcha drawn on A is taken by B (wrong password: the captcha passed, the password did not);
    // spent there, A refuses it; one drawn on B signs in on A.
    const fromA = await captchaOf(a)
    expect((await login(b, 'marco', 'still-not-it', fromA)).json().errorCode).toBe('login.cred.err')
    expect((await login(a, 'marco', 'demo1234', fromA)).json().errorCode).toBe('captcha.error')
    const signedIn = await login(a, 'marco', 'demo1234', await captchaOf(b))
    expect(signedIn.status, signedIn.text).toBe(200)
  })

  it("sees an operator's flag change on the other replica within the config cache time", async () => {
    const freePlay = async (r: Replica) =>
      (await answerOf(r.url, { path: '/wps/system/status', headers: { merchant: 'demo' } })).json().value.info
        .whitelabelVal.FREEPLAY3 as boolean
    expect(await freePlay(b)).toBe(true)
    const patch = await answerOf(a.url, {
      method: 'PATCH',
      path: '/admin/merchants/demo',
      headers: { 'x-admin-token': ADMIN_TOKEN },
      body: { flags: { FREEPLAY3: false } },
    })
    expect(patch.status, patch.text).toBe(200)
    const changedAt = Date.now()
    expect(await freePlay(a)).toBe(false)
    // The margin covers a reload in progress and a loaded machine; the promise is "seen", not when.
    const deadline = changedAt + CONFIG_CACHE_MS + 5_000
    let seen = await freePlay(b)
    while (seen && Date.now() < deadline) {
      await new Promise((ok) => setTimeout(ok, 100))
      seen = await freePlay(b)
    }
    expect(seen, 'B still answers the flag as it was').toBe(false)
  })

  /** Members by merchant and username, with their wallet's currency and balance now. */
  async function walletsOf(who: [merchant: string, username: string][]) {
    const rows = await db()
      .select({
        id: members.id,
        merchant: merchants.code,
        username: members.username,
        currency: walletAccounts.currency,
        balance: walletAccounts.balance,
      })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .innerJoin(walletAccounts, eq(walletAccounts.memberId, members.id))
      .where(
        inArray(
          members.username,
          who.map(([, u]) => u),
        ),
      )
    return who.map(([merchant, username]) => {
      const found = rows.filter((r) => r.merchant === merchant && r.username === username)
      expect(found, `${merchant}/${username}`).toHaveLength(1)
      const { id, currency, balance } = found[0] as (typeof rows)[number]
      return { id, currency, start: balance }
    })
  }

  const walletCall = (base: string, path: 'bet' | 'win' | 'rollback', body: object, agent?: http.Agent) => {
    const payload = JSON.stringify(body)
    return send(base, {
      path: `/provider/inhouse/${path}`,
      headers: { [SIGNATURE_HEADER]: sign(INHOUSE_SECRET, payload) },
      body: payload,
      ...(agent ? { agent } : {}),
    })
  }

  /** Keys of the in-house calls the ledger posted, among those starting with `prefix`. */
  async function postedKeys(prefix: string): Promise<Set<string>> {
    const rows = await db()
      .select({ key: walletTransactions.idempotencyKey })
      .from(walletTransactions)
      .where(like(walletTransactions.idempotencyKey, `provider:INHOUSE:${prefix}%`))
    return new Set(rows.map((r) => r.key.slice('provider:INHOUSE:'.length)))
  }

  it(`balances ${MONEY_OPERATIONS.toLocaleString('en')} concurrent wallet calls split across both to the minor unit`, async () => {
    // Each merchant and currency has its own house account, which every bet and win locks: three
    // lanes (PHP and demo money at demo, USD at demo2) keep the run short without changing what it
    // proves. jun bets far more than he has: debits on two replicas at once must still stop at zero.
    const phpPlayers = ['demo', 'newbie', 'agent', 'lina', 'rico', 'subagent', 'jun']
    const lanes = [
      await walletsOf(phpPlayers.map((u) => ['demo', u])),
      await walletsOf([['demo', 'trial_demo']]),
      await walletsOf([['demo2', DEMO2_PLAYER]]),
    ]
    const jun = lanes[0]?.[phpPlayers.indexOf('jun')]
    const everyone = lanes.flat()
    const expected = new Map(everyone.map((w) => [w.id, w.start]))
    const unexpected: string[] = []
    let accepted = 0
    let refused = 0
    let duplicatesDelivered = 0
    // Deterministic amounts, so a failing run can be replayed.
    let seed = 0x5eed
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      return seed % n
    }
    const rounds = Array.from({ length: MONEY_OPERATIONS / 2 }, (_, i) => {
      const lane = lanes[i % lanes.length] as typeof everyone
      const w = lane[Math.floor(i / lanes.length) % lane.length] as (typeof everyone)[number]
      const big = w === jun
      return {
        i,
        w,
        bet: big ? 1_000 + rnd(2_000) : 1 + rnd(100),
        win: big ? 0 : rnd(150),
        rollback: !big && rnd(10) === 0,
        // Every 20th bet and every 25th settlement reach both replicas at once, as a provider's
        // retry after a timeout would; each must count once.
        betTwice: i % 20 === 0,
        settleTwice: i % 25 === 7,
      }
    })

    /** One call through the proxy, or the same call to both replicas at once. */
    const deliver = async (path: 'bet' | 'win' | 'rollback', body: object, twice: boolean) => {
      if (!twice) return [await walletCall((proxy as Balancer).url, path, body)]
      duplicatesDelivered++
      return Promise.all([walletCall(a.url, path, body), walletCall(b.url, path, body)])
    }
    /** The answers to one call: whether it was applied (exactly one copy not replayed), or refused as `refusal`. */
    const appliedOnce = (label: string, answers: Outcome[], refusal: { status: number; code: string }) => {
      const statuses = answers.map((o) => (o.kind === 'answer' ? o.status : o.code))
      if (answers.every((o) => o.kind === 'answer' && o.status === 200)) {
        const fresh = answers.filter((o) => o.kind === 'answer' && o.json().value.replayed === false)
        if (fresh.length !== 1) unexpected.push(`${label}: ${fresh.length} answers not replayed`)
        return true
      }
      if (
        answers.every((o) => o.kind === 'answer' && o.status === refusal.status && o.json().errorCode === refusal.code)
      )
        return false
      unexpected.push(
        `${label}: ${statuses.join(', ')} ${answers.map((o) => (o.kind === 'answer' ? o.text : '')).join(' ')}`,
      )
      return false
    }

    const started = performance.now()
    await inParallel(rounds.length, IN_FLIGHT, async (n) => {
      const r = rounds[n] as (typeof rounds)[number]
      const roundId = `mx-r${r.i}`
      const betTx = `mx-b${r.i}`
      const bet = await deliver(
        'bet',
        {
          transactionId: betTx,
          roundId,
          playerId: r.w.id,
          currency: r.w.currency,
          gameCode: 'inhouse_rng_001',
          amount: r.bet,
        },
        r.betTwice,
      )
      const betApplied = appliedOnce(`bet ${r.i}`, bet, { status: 409, code: 'wallet.insufficient.balance' })
      if (betApplied) expected.set(r.w.id, (expected.get(r.w.id) ?? 0n) - BigInt(r.bet))
      // Sent whether or not the bet went through: a settlement of a round that never opened is refused.
      const settle = r.rollback
        ? await deliver(
            'rollback',
            { transactionId: `mx-s${r.i}`, roundId, playerId: r.w.id, betTransactionId: betTx },
            r.settleTwice,
          )
        : await deliver('win', { transactionId: `mx-s${r.i}`, roundId, playerId: r.w.id, amount: r.win }, r.settleTwice)
      const settleApplied = appliedOnce(
        `settle ${r.i}`,
        settle,
        r.rollback
          ? { status: 404, code: 'provider.bet.not.found' }
          : { status: 404, code: 'provider.round.not.found' },
      )
      if (settleApplied !== betApplied)
        unexpected.push(`round ${r.i}: bet applied ${betApplied}, settle ${settleApplied}`)
      if (settleApplied) expected.set(r.w.id, (expected.get(r.w.id) ?? 0n) + BigInt(r.rollback ? r.bet : r.win))
      accepted += Number(betApplied) + Number(settleApplied && (r.rollback || r.win > 0))
      refused += Number(!betApplied) + Number(!settleApplied)
    })
    const seconds = (performance.now() - started) / 1000
    console.info(
      `replicas: ${MONEY_OPERATIONS} wallet calls (${duplicatesDelivered} also sent to the other replica), ` +
        `${IN_FLIGHT} in flight, in ${seconds.toFixed(1)} s (${Math.round(MONEY_OPERATIONS / seconds)}/s); ` +
        `${refused} refused, proxy retries ${proxy?.retried()}`,
    )

    expect(unexpected.slice(0, 20)).toEqual([])
    // jun ran out of money and was refused; everyone else played on.
    expect(refused).toBeGreaterThan(0)
    expect(await ledgerFaults(db())).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
    for (const w of everyone)
      expect(await memberBalance(db(), w.id, w.currency), `balance of member ${w.id}`).toBe(expected.get(w.id))
    // Zero wins post nothing; every other accepted call is one ledger transaction, whichever replica took it.
    expect((await postedKeys('mx-')).size).toBe(accepted)
    const [negative] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.kind, 'member'), sql`${walletAccounts.balance} < 0`))
    expect(negative?.n).toBe(0)
  }, 480_000)

  it('a replica told to stop answers every request it accepted, exits 0, and the other serves on', async () => {
    const [lina, rico] = await walletsOf([
      ['demo', 'lina'],
      ['demo', 'rico'],
    ])
    if (!lina || !rico) throw new Error('seeded players missing')
    const bet = (base: string, w: { id: number; currency: string }, tx: string, agent?: http.Agent) =>
      walletCall(
        base,
        'bet',
        {
          transactionId: tx,
          roundId: `r-${tx}`,
          playerId: w.id,
          currency: w.currency,
          gameCode: 'inhouse_rng_001',
          amount: 1,
        },
        agent,
      )

    // Kept-alive connections, as a balancer holds them: the harder case, since a request may be
    // on its way over one when the server starts closing.
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 16 })
    const direct = new Map<string, Outcome>()
    const viaProxy = new Map<string, Outcome>()
    let aGone = false
    let stoppedAt = 0
    let exitMs = 0
    void a.exited.then(() => {
      aGone = true
      exitMs = performance.now() - stoppedAt
    })
    const retriedBefore = (proxy as Balancer).retried()
    const DIRECT = 600
    await Promise.all([
      // Straight to A, as its load balancer would, until well after it stopped listening.
      inParallel(DIRECT, 16, async (i) => {
        if (i === 150) {
          stoppedAt = performance.now()
          a.child.kill('SIGTERM')
        }
        direct.set(`st-a${i}`, await bet(a.url, lina, `st-a${i}`, keptAlive))
      }),
      // Through the proxy from before the stop until 100 calls after A is gone: what A refuses
      // goes on to B.
      (async () => {
        let n = 0
        let afterGone = 0
        const worker = async () => {
          while (afterGone < 100 && n < 5_000) {
            const i = n++
            if (aGone) afterGone++
            viaProxy.set(`st-p${i}`, await bet((proxy as Balancer).url, rico, `st-p${i}`))
          }
        }
        await Promise.all(Array.from({ length: 8 }, worker))
      })(),
    ])
    const exit = await Promise.race([a.exited, new Promise<null>((ok) => setTimeout(() => ok(null), 20_000))])
    expect(exit, a.output()).toEqual({ code: 0, signal: null })

    keptAlive.destroy()
    const tally = new Map<string, number>()
    const answered = new Set<string>()
    for (const [key, o] of direct) {
      const what = o.kind === 'answer' ? `status ${o.status}` : `${o.code}${o.answered ? ' after answering began' : ''}`
      tally.set(what, (tally.get(what) ?? 0) + 1)
      if (o.kind === 'answer' && o.status === 200) answered.add(key)
    }
    const retried = (proxy as Balancer).retried() - retriedBefore
    console.info(
      `replicas: stopping A under load: direct to A ${JSON.stringify(Object.fromEntries(tally))}; ` +
        `${viaProxy.size} through the proxy, ${retried} of them passed on to B; A exited ${Math.round(exitMs)} ms after SIGTERM`,
    )
    // Every request is answered normally, or failed before any byte of answer: refused at connect,
    // or a kept-alive connection the server closed as idle just as the request went out on it.
    for (const what of tally.keys()) expect(what).toMatch(/^(status 200|ECONNREFUSED|ECONNRESET|EPIPE)$/)
    expect(answered.size).toBeGreaterThan(0)
    expect(tally.get('ECONNREFUSED') ?? 0, 'A never stopped listening during the stream').toBeGreaterThan(0)
    // Whatever A applied it answered: no bet was posted without its caller hearing 200.
    expect([...(await postedKeys('st-a'))].sort()).toEqual([...answered].sort())

    for (const [key, o] of viaProxy) expect(o.kind === 'answer' && o.status, key).toBe(200)
    expect(retried, 'the proxy never met the stopped replica').toBeGreaterThan(0)
    expect((await postedKeys('st-p')).size).toBe(viaProxy.size)
    expect((await answerOf(b.url, { path: '/health' })).status).toBe(200)
    expect(await ledgerFaults(db())).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
  }, 120_000)
})
