/**
 * The database under stress, through the real app: PostgreSQL ending the app's connections
 * (failover, restart, an operator's pg_terminate_backend), and a burst of money calls in front
 * of the embedded database's single connection.
 */
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestContext } from '../../test/helper.ts'
import { loginAs } from '../../test/members.ts'
import { ErrorCode } from '@parlor/contract'
import { SIGNATURE_HEADER, sign } from '../modules/inhouse/provider-routes.ts'
import { ensureAccount, houseShardOf, memberBalance } from '../modules/wallet/ledger.ts'

const pgUrl = process.env.PARLOR_TEST_DATABASE_URL
const SECRET = 'resilience-test-secret-0123456789abcdef'

describe.skipIf(!pgUrl)('PostgreSQL connections ended by the server', () => {
  let t: TestContext
  const dropped: Error[] = []
  beforeAll(async () => {
    t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' })
    t.database.onConnectionError?.((err) => dropped.push(err))
  })
  afterAll(() => t?.close())

  it('keeps serving after every connection of the pool was terminated', async () => {
    const token = await loginAs(t.app, 'demo')
    const balance = () =>
      t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { authorization: token } })
    // Several requests at once, so the pool holds several idle connections afterwards.
    const warm = await Promise.all([
      ...Array.from({ length: 6 }, () => t.app.inject({ method: 'GET', url: '/health' })),
      ...Array.from({ length: 6 }, balance),
    ])
    for (const r of warm) expect(r.statusCode, r.body).toBe(200)

    const [{ name } = { name: '' }] = (
      (await t.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
    ).rows
    const url = new URL(pgUrl as string)
    url.pathname = `/${name}`
    const admin = new pg.Client({ connectionString: url.toString() })
    await admin.connect()
    let terminated = 0
    try {
      const res = await admin.query<{ ok: boolean }>(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      )
      terminated = res.rows.filter((r) => r.ok).length
    } finally {
      await admin.end()
    }
    expect(terminated).toBeGreaterThan(0)
    // Each ended connection is reported (and dropped from the pool) instead of killing the process.
    await vi.waitFor(() => expect(dropped.length).toBeGreaterThanOrEqual(terminated), { timeout: 10_000 })
    expect((dropped[0] as Error & { code?: string }).code).toBe('57P01')

    const after = await Promise.all([
      t.app.inject({ method: 'GET', url: '/health' }),
      balance(),
      balance(),
      t.app.inject({ method: 'GET', url: '/health' }),
    ])
    for (const r of after) expect(r.statusCode, r.body).toBe(200)
    expect(after[1]?.json().value.sumBalance).toBe(warm[6]?.json().value.sumBalance)
  })
})

describe.skipIf(pgUrl)('a burst in front of the embedded database', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp({ PARLOR_INHOUSE_SECRET: SECRET, PARLOR_DB_QUEUE_MAX: '2' })
  })
  afterAll(() => t?.close())

  const bet = (i: number, playerId: number) => {
    const payload = JSON.stringify({
      transactionId: `burst-${i}`,
      roundId: `burst-round-${i}`,
      playerId,
      currency: 'PHP',
      gameCode: 'inhouse_rng_003',
      amount: 100,
    })
    return t.app.inject({
      method: 'POST',
      url: '/provider/inhouse/bet',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(SECRET, payload) },
      payload,
    })
  }

  it('answers busy with 503 and Retry-After beyond the queue bound, keeps /health answered, loses no money', async () => {
    const [lina] = (
      (await t.database.db.execute(
        sql`select m.id, m.merchant_id as "merchantId" from members m where m.username_key = 'lina'`,
      )) as unknown as { rows: { id: number; merchantId: number }[] }
    ).rows
    if (!lina) throw new Error('no lina')
    const house = await ensureAccount(t.database.db, {
      merchantId: lina.merchantId,
      kind: 'house',
      currency: 'PHP',
      shard: houseShardOf(lina.id),
    })
    const houseBalance = async () =>
      BigInt(
        (
          (await t.database.db.execute(
            sql`select balance::text as b from wallet_accounts where id = ${house}`,
          )) as unknown as { rows: { b: string }[] }
        ).rows[0]?.b ?? '0',
      )
    const start = (await memberBalance(t.database.db, lina.id, 'PHP')) ?? 0n
    const houseStart = await houseBalance()

    const burst = Array.from({ length: 50 }, (_, i) => bet(i, lina.id))
    const health = t.app.inject({ method: 'GET', url: '/health' })
    const answers = await Promise.all(burst)
    const healthAnswer = await health

    expect(healthAnswer.statusCode, healthAnswer.body).toBe(200)
    const statuses = answers.map((r) => r.statusCode)
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([])
    const busy = answers.filter((r) => r.statusCode === 503)
    expect(busy.length).toBeGreaterThan(0)
    for (const r of busy) {
      expect(r.headers['retry-after']).toBeDefined()
      expect(r.json()).toMatchObject({ success: false, errorCode: ErrorCode.serverBusy })
    }
    const placed = BigInt(statuses.filter((s) => s === 200).length)
    expect(placed).toBeGreaterThan(0n)
    expect(await memberBalance(t.database.db, lina.id, 'PHP')).toBe(start - placed * 100n)
    expect(await houseBalance()).toBe(houseStart + placed * 100n)

    // Once the burst is over, the refused calls go through when retried one by one, each once.
    for (const [i, r] of answers.entries()) {
      if (r.statusCode !== 503) continue
      const again = await bet(i, lina.id)
      expect(again.statusCode, again.body).toBe(200)
    }
    expect(await memberBalance(t.database.db, lina.id, 'PHP')).toBe(start - 50n * 100n)
    expect(await houseBalance()).toBe(houseStart + 50n * 100n)
  })
})
