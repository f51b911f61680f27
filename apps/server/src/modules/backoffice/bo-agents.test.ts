import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { memberIdOf } from '../../../test/members.ts'
import { apiKeyFor, staffHeaders, staffSession } from '../../../test/staff.ts'
import { agentContracts } from '../../db/schema.ts'

let t: TestContext
let headers: Record<string, string>

interface AgentNode {
  memberId: number
  username: string
  level: number
  directMembers: number
  teamMembers: number
  teamDeposits: string
  teamBets: string
  contracts: { kind: string; state: string; terms: Record<string, unknown> }[]
}

const tree = async (query = '') => {
  const res = await t.app.inject({ url: `/admin/agents?merchant=demo${query}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value as AgentNode[]
}

type Rows<T> = { rows: T[] }
const one = async <T>(q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as Rows<T>).rows[0]

/** The agent's whole downline, walked with its own recursive query. */
const teamOf = (id: number) => sql`with recursive d(id) as (
    select id from members where parent_id = ${id} union all select m.id from members m join d on m.parent_id = d.id
  )`

beforeAll(async () => {
  t = await createTestApp()
  headers = staffHeaders(await staffSession(t.app, 'viewer'))
})
afterAll(async () => t.close())

describe('agent tree', () => {
  it('lists top-level agents with team size, deposits, bets and contracts', async () => {
    const top = await tree()
    const agent = top.find((n) => n.username === 'agent')
    expect(agent).toBeDefined()
    if (!agent) return
    expect(top.every((n) => n.level === 1)).toBe(true)
    // Plain members without an upline are not agents: not listed at the top.
    expect(top.map((n) => n.username)).not.toContain('demo')
    const counts = await one<{ team: number; direct: number; bets: string; deposits: string }>(
      sql`${teamOf(agent.memberId)}
        select (select count(*) from d)::int as team,
          (select count(*) from members where parent_id = ${agent.memberId})::int as direct,
          (select coalesce(sum(bet_minor), 0) from game_rounds
            where member_id in (select id from d) and status <> 'rolled_back' and currency = 'PHP')::text as bets,
          (select coalesce(sum(e.amount), 0) from wallet_entries e join wallet_accounts a on a.id = e.account_id
            join wallet_transactions x on x.id = e.transaction_id
            where a.member_id in (select id from d) and a.currency = 'PHP' and e.amount > 0
              and x.kind in ('adjustment', 'deposit'))::text as deposits`,
    )
    expect(agent.teamMembers).toBe(counts?.team)
    expect(agent.directMembers).toBe(counts?.direct)
    expect(agent.teamBets).toBe((Number(counts?.bets) / 100).toFixed(2))
    expect(agent.teamDeposits).toBe((Number(counts?.deposits) / 100).toFixed(2))
    expect(Number(agent.teamBets)).toBeGreaterThan(0)
  })

  it('walks down one level with the children and their contracts', async () => {
    const agentId = await memberIdOf(t.database.db, 'agent')
    const children = await tree(`&parentId=${agentId}`)
    expect(children.map((c) => c.username)).toEqual(expect.arrayContaining(['lina', 'marco', 'jun', 'subagent']))
    expect(children.every((c) => c.level === 2)).toBe(true)
    const sub = children.find((c) => c.username === 'subagent')
    const grand = await tree(`&parentId=${sub?.memberId}`)
    expect(grand.every((c) => c.level === 3)).toBe(true)
    expect(grand.map((c) => c.username)).toContain('rico')
    expect(sub?.directMembers).toBe(grand.length)

    const offered = await t.database.db.select().from(agentContracts)
    expect(offered.length).toBeGreaterThan(0)
    const all = [...(await tree()), ...children, ...grand]
    for (const c of offered) {
      const node = all.find((n) => n.memberId === c.toMemberId)
      if (!node) continue
      expect(node.contracts).toContainEqual(
        expect.objectContaining({
          kind: c.kind,
          state: c.status,
          terms: expect.objectContaining({ period: c.period }),
        }),
      )
    }
    expect(all.some((n) => n.contracts.length > 0)).toBe(true)
  })

  it('answers 404 for an unknown parent, a merchant out of scope, and 401 without sign-in', async () => {
    const res = await t.app.inject({ url: '/admin/agents?merchant=demo&parentId=99999999', headers })
    expect(res.statusCode).toBe(404)
    const demo2 = { 'x-admin-token': await apiKeyFor(t.app, 'readOnly', ['demo2']) }
    const out = await t.app.inject({ url: '/admin/agents?merchant=demo', headers: demo2 })
    expect(out.statusCode).toBe(404)
    expect(out.json().errorCode).toBe('merchant_not_found')
    // A member of another merchant is no parent here.
    const agentId = await memberIdOf(t.database.db, 'agent')
    const res2 = await t.app.inject({ url: `/admin/agents?merchant=demo2&parentId=${agentId}`, headers })
    expect(res2.statusCode).toBe(404)
    expect((await t.app.inject({ url: '/admin/agents?merchant=demo' })).statusCode).toBe(401)
  })
})
