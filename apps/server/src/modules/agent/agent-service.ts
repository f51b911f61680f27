/**
 * The agent area (issue 9, decision 013): team KPIs, the downline list, accounts opened by an
 * agent, transfers through the ledger, affiliate links and salary/dividend contracts. Every
 * call that names another member first proves that member is in the caller's tree.
 */
import { randomInt } from 'node:crypto'
import {
  AgentErrorCode,
  type ApplyContractBody,
  checkField,
  type Contract,
  type ContractInfo,
  type ContractKind,
  type ContractTier,
  type DownlineList,
  ErrorCode,
  type FundsConsolidated,
  KPI_MAX_SPAN_DAYS,
  MAX_AFFILIATE_LINKS,
  NO_CONTRACT_TYPES,
  NON_AGENT_TYPES,
  REBATE_PRODUCT_TYPES,
  type RebateIncome,
  type RebateProductType,
  type RebateRates,
  type RegisterField,
  type TeamKpiA,
  type TeamKpiB,
  type TeamKpiC,
  type TeamKpiFooter,
  WalletErrorCode,
} from '@parlor/contract'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentContracts } from '../../db/schema.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { sha256Hex } from '../../lib/hash.ts'
import type { PasswordHasher } from '../../lib/password.ts'
import type { RateLimiter } from '../../lib/store/security-store.ts'
import type { RegistrationRepository } from '../registration/registration-repository.ts'
import { RegisterError } from '../registration/registration-service.ts'
import type { Merchant } from '../system/merchant-repository.ts'
import { ensureAccount, lockAccounts, parseMajor, postTransaction, toMajor, walletCurrency } from '../wallet/ledger.ts'
import { type AgentRepository, type KpiFigures, ZERO_FIGURES } from './agent-repository.ts'

export interface Caller {
  id: number
  merchantId: number
  username: string
  type: number
}

type AgentMerchant = Pick<Merchant, 'id' | 'currency' | 'timeZone' | 'flags' | 'registerSettings'>

/** Accounts one agent may open per hour: a busy agent's day, not a bot's. */
export const OPEN_ACCOUNTS_PER_HOUR = 30

const DAY_MS = 86_400_000

export const isAgent = (type: number) => !NON_AGENT_TYPES.includes(type)
/** Agents that get contracts and dividend info (storefront §4: not 4, 40, 41, 42). */
export const isContractAgent = (type: number) => isAgent(type) && !NO_CONTRACT_TYPES.includes(type)

function requireAgent(c: Caller) {
  if (!isAgent(c.type)) throw new AppError(403, AgentErrorCode.notAgent)
}
function requireContractAgent(c: Caller) {
  if (!isContractAgent(c.type)) throw new AppError(403, AgentErrorCode.notAgent)
}

/** Epoch day of a `YYYY-MM-DD` that exists in the calendar. */
function epochDay(s: string): number {
  const t = Date.parse(`${s}T00:00:00Z`)
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== s)
    throw new AppError(400, AgentErrorCode.dateInvalid)
  return t / DAY_MS
}
/** A range of existing days, end not before start, at most KPI_MAX_SPAN_DAYS long. */
function checkRange(q: { startDate: string; endDate: string }) {
  const start = epochDay(q.startDate)
  const end = epochDay(q.endDate)
  if (end < start) throw new AppError(400, AgentErrorCode.dateOrder)
  if (end - start + 1 > KPI_MAX_SPAN_DAYS)
    throw new AppError(400, AgentErrorCode.dateSpan, { days: String(KPI_MAX_SPAN_DAYS) })
  return { start, end }
}
const dayText = (epoch: number) => new Date(epoch * DAY_MS).toISOString().slice(0, 10)

/** A positive amount with at most two decimals, in minor units. */
export function parseAmount(v: number | string): bigint {
  const minor = parseMajor(typeof v === 'number' ? String(v) : v)
  if (minor === null || minor <= 0n) throw new AppError(400, AgentErrorCode.amountInvalid)
  return minor
}

const figures = (f: KpiFigures) => ({
  loginMemberCount: f.loginMemberCount,
  betMemberCount: f.betMemberCount,
  registerMemberCount: f.registerMemberCount,
  deposit: toMajor(f.deposit),
  withdraw: toMajor(f.withdraw),
  bet: toMajor(f.bet),
  win: toMajor(f.win),
  profit: toMajor(f.win - f.bet),
})

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const randomCode = (length = 8) => Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

const ANY_RULE: RegisterField = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 64,
}

const CONTRACT_SHAPE: Record<ContractKind, { unit: 'amount' | 'percent'; period: 'day' | 'hour' | null }> = {
  dailySalary: { unit: 'amount', period: 'day' },
  hourlySalary: { unit: 'amount', period: 'hour' },
  dividend: { unit: 'percent', period: null },
}

const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) > 1e-6

function checkTiers(kind: ContractKind, tiers: ContractTier[]) {
  let prev = -1
  for (const t of tiers) {
    if (t.minTurnover <= prev || hasCents(t.minTurnover) || hasCents(t.reward))
      throw new AppError(400, AgentErrorCode.contractTiers)
    if (kind === 'dividend' && t.reward > 100) throw new AppError(400, AgentErrorCode.contractTiers)
    prev = t.minTurnover
  }
}

export function createAgentService(deps: {
  db: Db
  repo: AgentRepository
  registration: RegistrationRepository
  passwords: PasswordHasher
  limiter: RateLimiter
  clock: Clock
}) {
  const { db, repo, registration, passwords, limiter, clock } = deps
  const inTx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db))

  /** Validates the range and answers the footer plus the grouped figures. */
  async function kpiBase(m: AgentMerchant, c: Caller, q: { startDate: string; endDate: string }) {
    requireAgent(c)
    const { start, end } = checkRange(q)
    const now = clock.now()
    const currency = walletCurrency(m.currency, c.type)
    const [groups, counts] = await Promise.all([
      repo.kpis({
        merchantId: m.id,
        agentId: c.id,
        startDate: q.startDate,
        endDate: q.endDate,
        timeZone: m.timeZone,
        currency,
        now,
      }),
      repo.teamCounts(m.id, c.id, now),
    ])
    const t = groups.total
    const footer: TeamKpiFooter = {
      teamMemberCount: counts.members,
      teamLoginMemberCount: t.loginMemberCount,
      teamBetMemberCount: t.betMemberCount,
      teamRegisterMemberCount: t.registerMemberCount,
      teamOnlineCount: counts.online,
      teamDeposit: toMajor(t.deposit),
      teamWithdraw: toMajor(t.withdraw),
      teamBet: toMajor(t.bet),
      teamWin: toMajor(t.win),
      teamProfit: toMajor(t.win - t.bet),
      currency,
      timeZone: m.timeZone,
      startDate: q.startDate,
      endDate: q.endDate,
    }
    return { footer, groups, start, end }
  }

  const paging = (q: { size?: number | undefined; pageNo?: number | undefined }) => {
    const size = q.size ?? 0
    const pageNo = q.pageNo ?? 1
    return { size, pageNo, offset: (pageNo - 1) * size }
  }
  const pages = (total: number, size: number) => (size > 0 ? Math.max(1, Math.ceil(total / size)) : 1)

  async function transferTargets(m: AgentMerchant, c: Caller, ids: number[]) {
    const team = await repo.inTeam(m.id, c.id, ids)
    const currency = walletCurrency(m.currency, c.type)
    for (const id of ids) {
      const t = team.get(id)
      if (!t) throw new AppError(404, AgentErrorCode.notInTeam)
      if (walletCurrency(m.currency, t.type) !== currency) throw new AppError(409, AgentErrorCode.currencyMismatch)
    }
    return { team, currency }
  }

  /** One ledger posting caller → member, keyed by the caller's request key and the receiver. */
  async function move(
    tx: Db,
    a: {
      merchantId: number
      from: number
      to: number
      minor: bigint
      currency: string
      requestKey: string
      reason: string | null
    },
  ) {
    const fromAccount = await ensureAccount(tx, {
      merchantId: a.merchantId,
      kind: 'member',
      memberId: a.from,
      currency: a.currency,
    })
    const toAccount = await ensureAccount(tx, {
      merchantId: a.merchantId,
      kind: 'member',
      memberId: a.to,
      currency: a.currency,
    })
    const posted = await postTransaction(tx, {
      merchantId: a.merchantId,
      key: `agent-transfer:${a.from}:${a.requestKey}:${a.to}`,
      kind: 'transfer',
      reason: a.reason,
      memberId: a.from,
      legs: [
        { accountId: fromAccount, amount: -a.minor },
        { accountId: toAccount, amount: a.minor },
      ],
      meta: { from: a.from, to: a.to, requestKey: a.requestKey },
    })
    const after = (id: number) => posted.entries.find((e) => e.accountId === id)?.balanceAfter ?? 0n
    return { transactionId: posted.transactionId, fromAfter: after(fromAccount), toAfter: after(toAccount) }
  }

  async function claim(tx: Db, m: AgentMerchant, c: Caller, requestKey: string, kind: string, body: unknown) {
    const state = await repo.claimRequest(tx, {
      merchantId: m.id,
      memberId: c.id,
      requestKey,
      kind,
      requestHash: sha256Hex(JSON.stringify(body)),
    })
    if (state === 'conflict') throw new AppError(409, WalletErrorCode.idempotencyConflict)
    return state === 'replay'
  }

  async function directDownline(m: AgentMerchant, c: Caller, id: number) {
    const target = await repo.member(m.id, id)
    if (!target || target.parentId !== c.id) throw new AppError(404, AgentErrorCode.rebateTarget)
    return target
  }

  /** A member's rates with the bounds an upline may set them within. */
  async function ratesAnswer(db2: Db, target: { id: number; username: string; parentId: number | null }) {
    const ids = target.parentId ? [target.id, target.parentId] : [target.id]
    const rates = await repo.ratesOf(db2, ids)
    const own = rates.get(target.id) ?? new Map<string, number>()
    // A top-level agent's rates are the operator's to set: its ceiling is what it has.
    const ceiling = target.parentId ? (rates.get(target.parentId) ?? new Map<string, number>()) : own
    const floor = await repo.childMaxRates(db2, target.id)
    return {
      memberId: target.id,
      account: target.username,
      rates: REBATE_PRODUCT_TYPES.map((productType) => ({
        productType,
        rate: (own.get(productType) ?? 0) / 100,
        maxRate: (ceiling.get(productType) ?? 0) / 100,
        minRate: (floor.get(productType) ?? 0) / 100,
      })),
    }
  }

  async function contractAnswers(rows: (typeof agentContracts.$inferSelect)[]): Promise<Contract[]> {
    const names = await repo.usernamesOf([
      ...new Set(rows.flatMap((r) => [r.toMemberId, ...(r.fromMemberId ? [r.fromMemberId] : [])])),
    ])
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind as ContractKind,
      status: r.status as Contract['status'],
      fromAccount: r.fromMemberId ? (names.get(r.fromMemberId) ?? null) : null,
      toAccount: names.get(r.toMemberId) ?? '',
      period: r.period as Contract['period'],
      rewardUnit: r.rewardUnit as Contract['rewardUnit'],
      tiers: r.tiers,
      remark: r.remark,
      currency: r.currency,
      createdAt: r.createdAt.getTime(),
      decidedAt: r.decidedAt ? r.decidedAt.getTime() : null,
    }))
  }

  return {
    async kpiA(m: AgentMerchant, c: Caller, q: { startDate: string; endDate: string }): Promise<TeamKpiA> {
      const { footer } = await kpiBase(m, c, q)
      return { footer }
    },

    async kpiB(
      m: AgentMerchant,
      c: Caller,
      q: { startDate: string; endDate: string; size?: number | undefined; pageNo?: number | undefined },
    ): Promise<TeamKpiB> {
      const { footer, groups, start, end } = await kpiBase(m, c, q)
      const { size, pageNo, offset } = paging(q)
      const total = end - start + 1
      const days: string[] = []
      for (let d = end - offset; d >= start && days.length < size; d--) days.push(dayText(d))
      return {
        footer,
        list: days.map((date) => ({ date, ...figures(groups.byDay.get(date) ?? ZERO_FIGURES) })),
        pageNum: pageNo,
        totalPages: pages(total, size),
        totalCount: total,
      }
    },

    async kpiC(
      m: AgentMerchant,
      c: Caller,
      q: { startDate: string; endDate: string; size?: number | undefined; pageNo?: number | undefined },
    ): Promise<TeamKpiC> {
      const { footer, groups } = await kpiBase(m, c, q)
      const { size, pageNo, offset } = paging(q)
      const branches = await repo.branches(m.id, c.id, size, offset)
      return {
        footer,
        list: branches.list.map((b) => ({
          memberId: b.id,
          account: b.account,
          type: b.type,
          teamSize: b.size,
          ...figures(groups.byBranch.get(b.id) ?? ZERO_FIGURES),
        })),
        pageNum: pageNo,
        totalPages: pages(branches.total, size),
        totalCount: branches.total,
      }
    },

    async downlines(
      m: AgentMerchant,
      c: Caller,
      q: {
        account?: string | undefined
        direct?: boolean | string | undefined
        pageNo?: number | undefined
        pageSize?: number | undefined
      },
    ): Promise<DownlineList> {
      requireAgent(c)
      const pageNo = q.pageNo ?? 1
      const pageSize = q.pageSize ?? 20
      const currency = walletCurrency(m.currency, c.type)
      const found = await repo.downlines({
        merchantId: m.id,
        agentId: c.id,
        currency,
        now: clock.now(),
        search: q.account?.trim() || null,
        directOnly: q.direct === true || q.direct === '1' || q.direct === 'true',
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      })
      return {
        list: found.list.map((d) => ({ ...d, balance: toMajor(d.balance), currency, direct: d.level === 1 })),
        pageNum: pageNo,
        totalPages: Math.max(1, Math.ceil(found.total / pageSize)),
        totalCount: found.total,
      }
    },

    async openDownline(
      m: AgentMerchant,
      c: Caller,
      body: {
        username: string
        password: string
        confirmPassword: string
        nickname?: string | null | undefined
        accountType: 'player' | 'agent'
      },
    ) {
      requireAgent(c)
      const [hit] = await limiter.hit([{ key: `agent:open:${c.id}`, windowMs: 3_600_000 }])
      if (hit && hit.count > OPEN_ACCOUNTS_PER_HOUR) throw new AppError(429, ErrorCode.tooManyRequests)
      // The merchant's own register rules (shared with the registration form), both fields required here.
      for (const name of ['username', 'password'] as const) {
        const rule = { ...(m.registerSettings[name] ?? ANY_RULE), enabled: true, required: true }
        const failure = checkField(name, rule, body[name])
        if (failure) throw new AppError(400, RegisterError.fieldInvalid, { field: name }, failure)
      }
      if (body.confirmPassword !== body.password) {
        throw new AppError(
          400,
          RegisterError.fieldInvalid,
          { field: 'confirmPassword' },
          { field: 'confirmPassword', code: 'confirm_mismatch', messageKey: 'in_confirmation_correct' },
        )
      }
      const agent = body.accountType === 'agent'
      let affiliateCode: string | null = null
      if (agent) {
        for (let i = 0; i < 5 && !affiliateCode; i++) {
          const code = randomCode()
          if (await repo.codeFree(m.id, code)) affiliateCode = code
        }
        if (!affiliateCode) throw new Error('no free affiliate code after 5 tries')
      }
      const username = body.username.trim()
      const now = clock.now()
      const row = await registration.create({
        merchantId: m.id,
        username,
        usernameKey: username.toLowerCase(),
        passwordHash: await passwords.hash(body.password),
        type: agent ? 1 : 0,
        nickname: body.nickname?.trim() || null,
        parentId: c.id,
        affiliateCode,
        // The agent knows this password: the new member is asked to choose their own at first login.
        firstTimeLogin: true,
        passwordChangedAt: now,
        registerMethod: 'AGENT',
        regDate: now,
      })
      if (!row) throw new AppError(409, RegisterError.usernameExists, {}, { field: 'username' })
      return { id: row.id, account: row.username, type: row.type, affiliateCode: row.affiliateCode }
    },

    async transferDownline(
      m: AgentMerchant,
      c: Caller,
      body: { downlineId: number; amount: number | string; requestKey: string; remark?: string | null | undefined },
    ) {
      requireAgent(c)
      const minor = parseAmount(body.amount)
      const { team, currency } = await transferTargets(m, c, [body.downlineId])
      const remark = body.remark?.trim() || null
      return inTx(async (tx) => {
        const replayed = await claim(tx, m, c, body.requestKey, 'downline', {
          to: body.downlineId,
          minor: minor.toString(),
          remark,
        })
        const r = await move(tx, {
          merchantId: m.id,
          from: c.id,
          to: body.downlineId,
          minor,
          currency,
          requestKey: body.requestKey,
          reason: remark,
        })
        return {
          transactionId: r.transactionId,
          balance: toMajor(r.fromAfter),
          downlineId: body.downlineId,
          account: team.get(body.downlineId)?.account ?? '',
          amount: toMajor(minor),
          downlineBalance: toMajor(r.toAfter),
          currency,
          replayed,
        }
      })
    },

    async transferMultiple(
      m: AgentMerchant,
      c: Caller,
      body: {
        transfers: { downlineId: number; amount: number | string }[]
        requestKey: string
        remark?: string | null | undefined
      },
    ) {
      requireAgent(c)
      const items = body.transfers.map((t) => ({ downlineId: t.downlineId, minor: parseAmount(t.amount) }))
      const ids = items.map((i) => i.downlineId)
      if (new Set(ids).size !== ids.length) throw new AppError(400, AgentErrorCode.duplicateDownline)
      const { team, currency } = await transferTargets(m, c, ids)
      const remark = body.remark?.trim() || null
      return inTx(async (tx) => {
        const replayed = await claim(tx, m, c, body.requestKey, 'multiple', {
          to: items.map((i) => [i.downlineId, i.minor.toString()]),
          remark,
        })
        // All postings share the caller's transaction: one refused leg rolls back every one.
        const wallets = []
        for (const memberId of [c.id, ...ids])
          wallets.push(await ensureAccount(tx, { merchantId: m.id, kind: 'member', memberId, currency }))
        await lockAccounts(tx, m.id, wallets)
        const list = []
        let balance = 0n
        for (const i of items) {
          const r = await move(tx, {
            merchantId: m.id,
            from: c.id,
            to: i.downlineId,
            minor: i.minor,
            currency,
            requestKey: body.requestKey,
            reason: remark,
          })
          balance = r.fromAfter
          list.push({
            transactionId: r.transactionId,
            downlineId: i.downlineId,
            account: team.get(i.downlineId)?.account ?? '',
            amount: toMajor(i.minor),
            downlineBalance: toMajor(r.toAfter),
          })
        }
        return {
          balance: toMajor(balance),
          totalAmount: toMajor(items.reduce((s, i) => s + i.minor, 0n)),
          currency,
          replayed,
          list,
        }
      })
    },

    async transferUpline(
      m: AgentMerchant,
      c: Caller,
      body: { amount: number | string; requestKey: string; remark?: string | null | undefined },
    ) {
      if (!m.flags.AGETRANSFERUP3) throw new AppError(400, ErrorCode.functionNotAvailable)
      const minor = parseAmount(body.amount)
      const me = await repo.member(m.id, c.id)
      if (!me?.parentId || me.type === 2) throw new AppError(403, AgentErrorCode.uplineNotAllowed)
      const up = await repo.member(m.id, me.parentId)
      if (up === null || up.status !== 1) throw new AppError(403, AgentErrorCode.uplineNotAllowed)
      const currency = walletCurrency(m.currency, me.type)
      if (walletCurrency(m.currency, up.type) !== currency) throw new AppError(409, AgentErrorCode.currencyMismatch)
      const remark = body.remark?.trim() || null
      return inTx(async (tx) => {
        const replayed = await claim(tx, m, c, body.requestKey, 'upline', {
          to: up.id,
          minor: minor.toString(),
          remark,
        })
        const r = await move(tx, {
          merchantId: m.id,
          from: me.id,
          to: up.id,
          minor,
          currency,
          requestKey: body.requestKey,
          reason: remark,
        })
        return {
          transactionId: r.transactionId,
          balance: toMajor(r.fromAfter),
          amount: toMajor(minor),
          uplineAccount: up.username,
          currency,
          replayed,
        }
      })
    },

    // ---- affiliate links ----
    async links(c: Caller, origin: string) {
      requireAgent(c)
      const rows = await repo.links(c.id)
      return { list: rows.map((r) => linkAnswer(r, origin)) }
    },

    async createLink(m: AgentMerchant, c: Caller, origin: string, remark: string | null | undefined) {
      requireAgent(c)
      const existing = await repo.links(c.id)
      if (existing.length >= MAX_AFFILIATE_LINKS)
        throw new AppError(409, AgentErrorCode.affiliateLinkLimit, { max: String(MAX_AFFILIATE_LINKS) })
      for (let i = 0; i < 5; i++) {
        const code = randomCode()
        if (!(await repo.codeFree(m.id, code))) continue
        const row = await repo.insertLink({ merchantId: m.id, memberId: c.id, code, remark: remark?.trim() || null })
        if (row) return linkAnswer(row, origin)
      }
      throw new Error('no free affiliate code after 5 tries')
    },

    async deleteLink(c: Caller, id: number) {
      requireAgent(c)
      if (!(await repo.deleteLink(c.id, id))) throw new AppError(404, AgentErrorCode.affiliateLinkNotFound)
      return null
    },

    // ---- rebates ----
    async rebateRates(m: AgentMerchant, c: Caller, downlineId?: number | undefined): Promise<RebateRates> {
      requireAgent(c)
      const target = downlineId === undefined ? await repo.member(m.id, c.id) : await directDownline(m, c, downlineId)
      if (!target) throw new AppError(404, AgentErrorCode.rebateTarget)
      return ratesAnswer(db, target)
    },

    async updateDownlineRebates(
      m: AgentMerchant,
      c: Caller,
      body: { downlineId: number; rates: { productType: RebateProductType; rate: number }[] },
    ): Promise<RebateRates> {
      requireAgent(c)
      const target = await directDownline(m, c, body.downlineId)
      const wanted = body.rates.map((r) => ({ productType: r.productType, bp: Math.round(r.rate * 100) }))
      if (new Set(wanted.map((w) => w.productType)).size !== wanted.length)
        throw new AppError(400, AgentErrorCode.rebateRange, { product: '-' })
      await inTx(async (tx) => {
        // The caller's row and the downline's: a concurrent edit of the downline's own downlines waits.
        await repo.lockMembers(tx, [c.id, target.id])
        const own = (await repo.ratesOf(tx, [c.id])).get(c.id) ?? new Map<string, number>()
        const floor = await repo.childMaxRates(tx, target.id)
        for (const w of wanted) {
          if (w.bp > (own.get(w.productType) ?? 0) || w.bp < (floor.get(w.productType) ?? 0))
            throw new AppError(400, AgentErrorCode.rebateRange, { product: w.productType })
        }
        await repo.setRates(tx, target.id, wanted, clock.now())
      })
      return ratesAnswer(db, target)
    },

    async rebateIncome(m: AgentMerchant, c: Caller, q: { startDate: string; endDate: string }): Promise<RebateIncome> {
      requireAgent(c)
      checkRange(q)
      const currency = walletCurrency(m.currency, c.type)
      const [byProduct, own] = await Promise.all([
        repo.rebateIncome({
          merchantId: m.id,
          agentId: c.id,
          startDate: q.startDate,
          endDate: q.endDate,
          timeZone: m.timeZone,
          currency,
        }),
        repo.ratesOf(db, [c.id]),
      ])
      const rates = own.get(c.id) ?? new Map<string, number>()
      const list = REBATE_PRODUCT_TYPES.map((productType) => {
        const f = byProduct.get(productType) ?? { bet: 0n, income: 0n }
        return {
          productType,
          rate: (rates.get(productType) ?? 0) / 100,
          bet: toMajor(f.bet),
          income: toMajor(f.income),
        }
      })
      let bet = 0n
      let income = 0n
      for (const f of byProduct.values()) {
        bet += f.bet
        income += f.income
      }
      return {
        footer: {
          bet: toMajor(bet),
          income: toMajor(income),
          currency,
          timeZone: m.timeZone,
          startDate: q.startDate,
          endDate: q.endDate,
        },
        list,
      }
    },

    // ---- contracts ----
    async fundsConsolidated(c: Caller): Promise<FundsConsolidated> {
      const none = {
        dailysalreqtype: false,
        divtypereq: false,
        divtypecompperiodreq: false,
        contracthoursalreq: false,
        realtimesalreqtype: false,
        contractmrdailysalinfotype: false,
        contracthoursalinfo: false,
        dailysalinfotype: false,
        divtypeinfo: false,
      }
      if (!isContractAgent(c.type)) return none
      const { pending, accepted } = await repo.contractStates(c.id)
      return {
        ...none,
        dailysalreqtype: pending.has('dailySalary'),
        divtypereq: pending.has('dividend'),
        divtypecompperiodreq: pending.has('dividend'),
        contracthoursalreq: pending.has('hourlySalary'),
        contractmrdailysalinfotype: accepted.has('dailySalary'),
        dailysalinfotype: accepted.has('dailySalary'),
        contracthoursalinfo: accepted.has('hourlySalary'),
        divtypeinfo: accepted.has('dividend'),
      }
    },

    async contractInfo(c: Caller, kind: ContractKind): Promise<ContractInfo> {
      requireContractAgent(c)
      const rows = await repo.contractsOf(c.id, kind)
      const pick = rows.filter((r) => r.status === 'pending' || r.status === 'accepted')
      const answers = await contractAnswers(pick)
      return {
        pending: answers.find((a) => a.status === 'pending') ?? null,
        current: answers.find((a) => a.status === 'accepted') ?? null,
      }
    },

    async processContract(c: Caller, kind: ContractKind, id: number, action: 'accept' | 'reject'): Promise<Contract> {
      requireContractAgent(c)
      const row = await inTx(async (tx) => {
        const [found] = await tx
          .select()
          .from(agentContracts)
          .where(and(eq(agentContracts.id, id), eq(agentContracts.toMemberId, c.id), eq(agentContracts.kind, kind)))
          .for('update')
        if (!found) throw new AppError(404, AgentErrorCode.contractNotFound)
        if (found.status !== 'pending') throw new AppError(409, AgentErrorCode.contractNotPending)
        const now = clock.now()
        if (action === 'accept') {
          // The contract in force ends when its successor is accepted (one accepted per kind).
          await tx
            .update(agentContracts)
            .set({ status: 'ended', decidedAt: now })
            .where(
              and(
                eq(agentContracts.toMemberId, c.id),
                eq(agentContracts.kind, kind),
                eq(agentContracts.status, 'accepted'),
              ),
            )
        }
        const [updated] = await tx
          .update(agentContracts)
          .set({ status: action === 'accept' ? 'accepted' : 'rejected', decidedAt: now })
          .where(eq(agentContracts.id, found.id))
          .returning()
        return updated ?? found
      })
      const [answer] = await contractAnswers([row])
      return answer as Contract
    },

    async applyContract(m: AgentMerchant, c: Caller, kind: ContractKind, body: ApplyContractBody): Promise<Contract> {
      requireContractAgent(c)
      const target = await repo.member(m.id, Number(body.downlineId))
      if (!target || target.parentId !== c.id || !isContractAgent(target.type) || target.status !== 1)
        throw new AppError(400, AgentErrorCode.contractTarget)
      checkTiers(kind, body.tiers)
      const shape = CONTRACT_SHAPE[kind]
      const [row] = await db
        .insert(agentContracts)
        .values({
          merchantId: m.id,
          kind,
          fromMemberId: c.id,
          toMemberId: target.id,
          status: 'pending',
          period: shape.period ?? body.period ?? 'halfMonth',
          rewardUnit: shape.unit,
          tiers: body.tiers,
          remark: body.remark?.trim() || null,
          currency: walletCurrency(m.currency, target.type),
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning()
      if (!row) throw new AppError(409, AgentErrorCode.contractPendingExists)
      const [answer] = await contractAnswers([row])
      return answer as Contract
    },
  }
}
export type AgentService = ReturnType<typeof createAgentService>

function linkAnswer(r: { id: number; code: string; remark: string | null; createdAt: Date }, origin: string) {
  return {
    id: r.id,
    code: r.code,
    url: `${origin}/m/register?affiliateCode=${encodeURIComponent(r.code)}`,
    remark: r.remark,
    createdAt: r.createdAt.getTime(),
  }
}
