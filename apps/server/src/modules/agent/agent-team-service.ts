/** The agent's team: KPI reports, the downline list and accounts the agent opens. */
import {
  checkField,
  type DownlineList,
  ErrorCode,
  OPEN_FIELD_RULE,
  type TeamKpiA,
  type TeamKpiB,
  type TeamKpiC,
  type TeamKpiFooter,
  toMajor,
} from '@parlor/contract'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import type { PasswordHasher } from '../../lib/password.ts'
import type { RateLimiter } from '../../lib/store/security-store.ts'
import type { RegistrationRepository } from '../registration/registration-repository.ts'
import { RegisterError } from '../registration/registration-service.ts'
import { walletCurrency } from '../wallet/ledger.ts'
import { type AgentRepository, type KpiFigures, ZERO_FIGURES } from './agent-repository.ts'
import {
  type AgentMerchant,
  type Caller,
  checkRange,
  dayText,
  randomCode,
  reportRange,
  requireAgent,
} from './agent-rules.ts'

/** Accounts one agent may open per hour: a busy agent's day, not a bot's. */
export const OPEN_ACCOUNTS_PER_HOUR = 30

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

export function createAgentTeamService(deps: {
  repo: AgentRepository
  registration: RegistrationRepository
  passwords: PasswordHasher
  limiter: RateLimiter
  clock: Clock
}) {
  const { repo, registration, passwords, limiter, clock } = deps

  /** Validates the range and answers the footer plus the grouped figures. */
  async function kpiBase(m: AgentMerchant, c: Caller, q: { startDate: string; endDate: string }) {
    requireAgent(c)
    const { start, end } = checkRange(q)
    const now = clock.now()
    const currency = walletCurrency(m.currency, c.type)
    const [groups, counts] = await Promise.all([
      repo.kpis({ ...reportRange(m, c, q, currency), now }),
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
        const rule = { ...(m.registerSettings[name] ?? OPEN_FIELD_RULE), enabled: true, required: true }
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
  }
}
