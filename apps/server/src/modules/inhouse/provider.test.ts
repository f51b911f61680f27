import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { rows } from '../../db/client.ts'
import { gameRounds, members } from '../../db/schema.ts'
import { memberBalance } from '../wallet/ledger.ts'
import { SIGNATURE_HEADER, sign } from './provider-routes.ts'
import { createProviderService, ProviderErrorCode } from './provider-service.ts'

const SECRET = 'provider-test-secret-0123456789abcdef'
let t: TestContext
let lina: number
beforeAll(async () => {
  t = await createTestApp({ PARLOR_INHOUSE_SECRET: SECRET })
  const [m] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.usernameKey, 'lina'))
  lina = m?.id as number
})
afterAll(() => t.close())

const call = (path: 'bet' | 'win' | 'rollback', body: object, secret = SECRET) => {
  const payload = JSON.stringify(body)
  return t.app.inject({
    method: 'POST',
    url: `/provider/inhouse/${path}`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(secret, payload) },
    payload,
  })
}
const balance = async () => (await memberBalance(t.database.db, lina, 'PHP')) ?? 0n
const thrice = <T>(f: () => Promise<T>) => Promise.all([f(), f(), f()])

describe('in-house provider wallet calls', () => {
  it('refuses unsigned, wrongly signed and tampered bodies', async () => {
    const body = {
      transactionId: 'sig-1',
      roundId: 'sig-r1',
      playerId: lina,
      currency: 'PHP',
      gameCode: 'inhouse_rng_001',
      amount: 100,
    }
    const payload = JSON.stringify(body)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/provider/inhouse/bet',
      headers: { 'content-type': 'application/json' },
      payload,
    })
    expect(unsigned.statusCode).toBe(401)
    expect(unsigned.json().errorCode).toBe(ProviderErrorCode.badSignature)
    expect((await call('bet', body, 'another-secret-0123456789abcdefghij')).statusCode).toBe(401)
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/provider/inhouse/bet',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(SECRET, payload) },
      payload: payload.replace('"amount":100', '"amount":900'),
    })
    expect(tampered.statusCode).toBe(401)
    expect(await balance()).toBe(100_000n)
  })

  it('applies each bet, win and rollback once when delivered three times at once', async () => {
    const start = await balance()
    const bet = {
      transactionId: 'b-1',
      roundId: 'r-1',
      playerId: lina,
      currency: 'PHP',
      gameCode: 'inhouse_rng_001',
      amount: '2500',
    }
    const bets = await thrice(() => call('bet', bet))
    for (const r of bets) expect(r.statusCode, r.body).toBe(200)
    expect(bets.filter((r) => r.json().value.replayed)).toHaveLength(2)
    expect(await balance()).toBe(start - 2500n)
    const wins = await thrice(() => call('win', { transactionId: 'w-1', roundId: 'r-1', playerId: lina, amount: 6000 }))
    for (const r of wins) expect(r.statusCode, r.body).toBe(200)
    expect(await balance()).toBe(start - 2500n + 6000n)
    expect(wins.map((r) => r.json().value.balanceMinor)).toEqual(Array(3).fill((start + 3500n).toString()))

    await call('bet', { ...bet, transactionId: 'b-2', roundId: 'r-2' })
    const rollbacks = await thrice(() =>
      call('rollback', { transactionId: 'rb-2', roundId: 'r-2', playerId: lina, betTransactionId: 'b-2' }),
    )
    for (const r of rollbacks) expect(r.statusCode, r.body).toBe(200)
    expect(await balance()).toBe(start + 3500n)
    const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, 'r-2'))
    expect(round?.status).toBe('rolled_back')
  })

  it('answers a clear errorCode for unknown bets, settled rounds and reused transaction ids', async () => {
    const unknown = await call('rollback', {
      transactionId: 'rb-x',
      roundId: 'r-none',
      playerId: lina,
      betTransactionId: 'b-none',
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().errorCode).toBe(ProviderErrorCode.betNotFound)
    const settled = await call('rollback', {
      transactionId: 'rb-1',
      roundId: 'r-1',
      playerId: lina,
      betTransactionId: 'b-1',
    })
    expect(settled.statusCode).toBe(409)
    expect(settled.json().errorCode).toBe(ProviderErrorCode.roundSettled)
    const winAfterRollback = await call('win', { transactionId: 'w-2', roundId: 'r-2', playerId: lina, amount: 10 })
    expect(winAfterRollback.json().errorCode).toBe(ProviderErrorCode.roundRolledBack)
    const winUnknown = await call('win', { transactionId: 'w-9', roundId: 'r-9', playerId: lina, amount: 10 })
    expect(winUnknown.json().errorCode).toBe(ProviderErrorCode.roundNotFound)
    const reused = await call('bet', {
      transactionId: 'b-1',
      roundId: 'r-1',
      playerId: lina,
      currency: 'PHP',
      gameCode: 'inhouse_rng_001',
      amount: 1,
    })
    expect(reused.json().errorCode).toBe(ProviderErrorCode.idempotencyConflict)
    const broke = await call('bet', {
      transactionId: 'b-big',
      roundId: 'r-big',
      playerId: lina,
      currency: 'PHP',
      gameCode: 'inhouse_rng_001',
      amount: 10_000_000,
    })
    expect(broke.json().errorCode).toBe(ProviderErrorCode.insufficientBalance)
    const demo = await call('bet', {
      transactionId: 'b-demo',
      roundId: 'r-demo',
      playerId: lina,
      currency: 'DEMO',
      gameCode: 'inhouse_rng_001',
      amount: 1,
    })
    expect(demo.json().errorCode).toBe(ProviderErrorCode.currencyMismatch)
  })

  it('never loses money in a round abandoned between bet and win: the sweeper refunds it, a late win is refused', async () => {
    const service = createProviderService(t.database.db)
    const start = await balance()
    await service.bet('INHOUSE', {
      transactionId: 'c-1',
      roundId: 'crash-1',
      playerId: lina,
      currency: 'PHP',
      gameCode: 'inhouse_rng_003',
      amount: 700n,
    })
    expect(await service.hasOpenRound('INHOUSE', lina)).toBe(true)
    expect(await balance()).toBe(start - 700n)
    // Not yet stale: the sweep leaves it.
    expect(await service.sweepOpenRounds('INHOUSE', new Date(Date.now() - 60_000))).toBe(0)
    expect(await service.sweepOpenRounds('INHOUSE', new Date(Date.now() + 1000))).toBe(1)
    expect(await balance()).toBe(start)
    expect(await service.hasOpenRound('INHOUSE', lina)).toBe(false)
    await expect(
      service.win('INHOUSE', { transactionId: 'c-w', roundId: 'crash-1', playerId: lina, amount: 5000n }),
    ).rejects.toMatchObject({
      errorCode: ProviderErrorCode.roundRolledBack,
    })
    expect(await balance()).toBe(start)
  })

  it('settles an instant round in one statement: bet and win as two postings, or nothing when either is refused', async () => {
    const service = createProviderService(t.database.db)
    const bet = (roundId: string, amount: bigint) => ({
      transactionId: `${roundId}-bet`,
      roundId,
      playerId: lina,
      currency: 'PHP',
      gameCode: 'inhouse_rng_001',
      amount,
    })
    const win = (roundId: string, amount: bigint, transactionId = `${roundId}-win`) => ({
      transactionId,
      roundId,
      playerId: lina,
      amount,
    })
    const postings = (roundId: string) =>
      rows<{ kind: string; n: number }>(
        t.database.db,
        sql`select kind, count(*)::int as n from wallet_transactions
          where meta->>'roundId' = ${roundId} group by kind order by kind`,
      )
    const start = await balance()

    const paid = await service.settle('INHOUSE', bet('settle-1', 300n), win('settle-1', 750n))
    expect(paid).toEqual({ balance: start + 450n, currency: 'PHP', replayed: false })
    expect(await postings('settle-1')).toEqual([
      { kind: 'bet', n: 1 },
      { kind: 'win', n: 1 },
    ])
    const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, 'settle-1'))
    expect(round).toMatchObject({ status: 'settled', betMinor: 300n, winMinor: 750n, closedBy: 'settle-1-win' })
    // Each entry carries the balance after it, as if the bet had been posted and then the win.
    const entries = await rows<{ kind: string; member: boolean; amount: string; after: string }>(
      t.database.db,
      sql`select t.kind, a.member_id is not null as member, e.amount::text, e.balance_after::text as after
        from wallet_entries e join wallet_transactions t on t.id = e.transaction_id
        join wallet_accounts a on a.id = e.account_id
        where t.meta->>'roundId' = 'settle-1' order by e.id`,
    )
    const wallet = entries.filter((e) => e.member)
    expect(wallet).toEqual([
      { kind: 'bet', member: true, amount: '-300', after: String(start - 300n) },
      { kind: 'win', member: true, amount: '750', after: String(start + 450n) },
    ])
    const house = entries.filter((e) => !e.member)
    expect(house.map((e) => [e.kind, e.amount])).toEqual([
      ['bet', '300'],
      ['win', '-750'],
    ])
    expect(BigInt(house[1]?.after ?? 0) - BigInt(house[0]?.after ?? 0)).toBe(-750n)

    // The stake must be covered on its own, before its win: a win that would cover it does not.
    await expect(
      service.settle('INHOUSE', bet('settle-4', start + 1_000n), win('settle-4', start + 5_000n)),
    ).rejects.toMatchObject({ errorCode: ProviderErrorCode.insufficientBalance })
    expect(await postings('settle-4')).toEqual([])

    // A stake beyond the balance: no round, no posting.
    await expect(service.settle('INHOUSE', bet('settle-2', start + 1_000n), win('settle-2', 0n))).rejects.toMatchObject(
      {
        errorCode: ProviderErrorCode.insufficientBalance,
      },
    )
    expect(await postings('settle-2')).toEqual([])
    expect(await t.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, 'settle-2'))).toEqual([])

    // The win refused (its id already paid another round's win): the bet before it is undone too.
    await expect(
      service.settle('INHOUSE', bet('settle-3', 200n), win('settle-3', 100n, 'settle-1-win')),
    ).rejects.toMatchObject({ errorCode: ProviderErrorCode.idempotencyConflict })
    expect(await postings('settle-3')).toEqual([])
    expect(await service.hasOpenRound('INHOUSE', lina)).toBe(false)
    expect(await balance()).toBe(start + 450n)
  })
})
