/**
 * Money calls racing each other through the real routes: agent transfers to several downlines in
 * opposite orders and provider bets sharing the house account. On PostgreSQL these run in
 * parallel on separate connections, where a lock cycle would be a deadlock; on PGlite they
 * interleave on one connection. Asserted is what is guaranteed: no server error, every posting
 * once, balances that add up.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { sessionTokenFor } from '../../../test/members.ts'
import type { Db } from '../../db/client.ts'
import { members, merchants, walletAccounts, walletTransactions } from '../../db/schema.ts'
import { SIGNATURE_HEADER, sign } from '../inhouse/provider-routes.ts'
import { ensureAccount, houseShardOf, memberBalance, post, postTransaction } from './ledger.ts'

const SECRET = 'concurrency-test-secret-0123456789abcdef'
let t: TestContext
let db: Db
beforeAll(async () => {
  t = await createTestApp({ PARLOR_INHOUSE_SECRET: SECRET, PARLOR_DB_QUEUE_MAX: '100000' })
  db = t.database.db
})
afterAll(() => t.close())

async function demoMerchant() {
  const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (!m) throw new Error('no demo merchant')
  return m
}

async function addMember(merchantId: number, parentId: number | null, type = 0) {
  const username = `c${randomBytes(5).toString('hex')}`
  const [row] = await db
    .insert(members)
    .values({ merchantId, username, usernameKey: username, passwordHash: 'x', type, parentId, firstTimeLogin: false })
    .returning()
  if (!row) throw new Error('insert failed')
  return row
}

async function fund(merchantId: number, memberId: number, currency: string, minor: bigint) {
  const from = await ensureAccount(db, { merchantId, kind: 'adjustments', currency })
  const to = await ensureAccount(db, { merchantId, kind: 'member', memberId, currency })
  await post(db, {
    merchantId,
    key: `fund:${memberId}:${randomBytes(4).toString('hex')}`,
    kind: 'adjustment',
    memberId,
    legs: [
      { accountId: from, amount: -minor },
      { accountId: to, amount: minor },
    ],
  })
}

const bet = (body: object) => {
  const payload = JSON.stringify(body)
  return t.app.inject({
    method: 'POST',
    url: '/provider/inhouse/bet',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(SECRET, payload) },
    payload,
  })
}

describe('money calls under concurrency', () => {
  it('transfers to several downlines in opposite orders and bets on the shared house account never fail with a server error', async () => {
    const mer = await demoMerchant()
    const agent = await addMember(mer.id, null, 1)
    const kids = [
      await addMember(mer.id, agent.id),
      await addMember(mer.id, agent.id),
      await addMember(mer.id, agent.id),
    ]
    // The downlines' wallets exist before the agent's, so their account ids sort below it: a
    // transfer that locked accounts in request order would take them in crossing orders.
    for (const k of kids) await fund(mer.id, k.id, mer.currency, 50_000n)
    await fund(mer.id, agent.id, mer.currency, 10_000_000n)
    const token = await sessionTokenFor(db, agent.id, mer.id)
    const ids = kids.map((k) => k.id)
    const accountIds = [
      await ensureAccount(db, { merchantId: mer.id, kind: 'member', memberId: agent.id, currency: mer.currency }),
      ...(await Promise.all(
        ids.map((id) =>
          ensureAccount(db, { merchantId: mer.id, kind: 'member', memberId: id, currency: mer.currency }),
        ),
      )),
      // The house shards the players' bets go to.
      ...new Set(
        await Promise.all(
          ids.map((id) =>
            ensureAccount(db, { merchantId: mer.id, kind: 'house', currency: mer.currency, shard: houseShardOf(id) }),
          ),
        ),
      ),
    ]
    const total = async () => {
      const [row] = await db
        .select({ sum: sql<string>`sum(${walletAccounts.balance})::text` })
        .from(walletAccounts)
        .where(
          sql`${walletAccounts.id} in (${sql.join(
            accountIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
      return BigInt(row?.sum ?? '0')
    }
    const before = await total()
    const agentBefore = (await memberBalance(db, agent.id, mer.currency)) ?? 0n

    const ROUNDS = 12
    const run = randomBytes(3).toString('hex')
    let expected = 0n
    const transfers = Array.from({ length: ROUNDS * 2 }, (_, i) => {
      const [a, b] = i % 2 === 0 ? [ids[0], ids[1]] : [ids[1], ids[0]]
      const third = ids[2] as number
      const order = i % 3 === 0 ? [a, b, third] : i % 3 === 1 ? [third, b, a] : [b, a]
      expected += BigInt(order.length * 100)
      return t.app.inject({
        method: 'POST',
        url: '/wps/agent/transferMultipleDownline',
        headers: { authorization: token, language: 'EN' },
        payload: {
          transfers: order.map((downlineId) => ({ downlineId, amount: 1 })),
          requestKey: `multi-${run}-${i}`,
        },
      })
    })
    const bets = Array.from({ length: ROUNDS * 2 }, (_, i) =>
      bet({
        transactionId: `cb-${run}-${i}`,
        roundId: `cr-${run}-${i}`,
        playerId: ids[i % ids.length],
        currency: mer.currency,
        gameCode: 'inhouse_rng_003',
        amount: 100,
      }),
    )
    const answers = await Promise.all([...transfers, ...bets])
    const failures = answers.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body}`)
    expect(failures).toEqual([])

    const sent = answers
      .slice(0, transfers.length)
      .reduce((s, r) => s + BigInt(Math.round(Number(r.json().value.totalAmount) * 100)), 0n)
    expect(sent).toBe(expected)
    expect(await memberBalance(db, agent.id, mer.currency)).toBe(agentBefore - sent)
    // Every posting moved money between these accounts only: their sum is unchanged.
    expect(await total()).toBe(before)
    const downlines = await Promise.all(ids.map((id) => memberBalance(db, id, mer.currency)))
    const staked = BigInt(bets.length * 100)
    expect(downlines.reduce((s, b) => (s ?? 0n) + (b ?? 0n), 0n)).toBe(3n * 50_000n + sent - staked)
  })
})

describe.skipIf(!process.env.PARLOR_TEST_DATABASE_URL)('a money transaction run again after a deadlock', () => {
  it('posts once: the aborted run left nothing, the retry posts with the same key', async () => {
    const mer = await demoMerchant()
    const player = await addMember(mer.id, null)
    await fund(mer.id, player.id, mer.currency, 10_000n)
    const wallet = await ensureAccount(db, {
      merchantId: mer.id,
      kind: 'member',
      memberId: player.id,
      currency: mer.currency,
    })
    const house = await ensureAccount(db, { merchantId: mer.id, kind: 'house', currency: mer.currency })
    const key = `retry-${randomBytes(4).toString('hex')}`
    let runs = 0
    const posted = await db.transaction(async (tx) => {
      runs++
      const p = await postTransaction(tx, {
        merchantId: mer.id,
        key,
        kind: 'bet',
        memberId: player.id,
        legs: [
          { accountId: wallet, amount: -2_500n },
          { accountId: house, amount: 2_500n },
        ],
      })
      // As PostgreSQL reports a deadlock victim, after the posting was written in this run.
      if (runs === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' })
      return p
    })
    expect(runs).toBe(2)
    expect(posted.replayed).toBe(false)
    const rows = await db
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.merchantId, mer.id), eq(walletTransactions.idempotencyKey, key)))
    expect(rows).toHaveLength(1)
    expect(await memberBalance(db, player.id, mer.currency)).toBe(7_500n)
  })
})
