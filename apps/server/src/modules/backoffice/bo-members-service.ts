/**
 * The back office's member tools: search, the detail page, disable/enable, test-account marks,
 * password resets and session revocation. Every change writes its audit row (before and after,
 * never a hash) in the transaction that makes it.
 */
import { randomInt } from 'node:crypto'
import {
  AccountProtectionErrorCode,
  effectiveRule,
  FALLBACK_PASSWORD_RULE,
  formatMinor,
  isAgentType,
  StaffErrorCode,
} from '@parlor/contract'
import { birthDateProblem, type boMemberDetailSchema, type boMemberRowSchema } from '@parlor/contract'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { type Db, inTransaction } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { localDay } from '../../lib/local-day.ts'
import { AppError } from '../../lib/errors.ts'
import type { PasswordHasher } from '../../lib/password.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { passwordAcceptable } from '../member/member-service.ts'
import { auditActor, inScope } from '../staff/staff-principal.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { Merchant } from '../system/merchant-repository.ts'
import { nationalMobile } from '../verification/verification-service.ts'
import { walletCurrency } from '../wallet/ledger.ts'
import type { BoMemberRow, BoMembersRepository } from './bo-members-repository.ts'

/** Minor units as the wire's major-unit text (`-12.50`). */
export const major = (minor: bigint) => formatMinor(minor, { grouping: false })

const ACTIVE = 1
const DISABLED = 0
const RECENT = 20

type Row = z.input<typeof boMemberRowSchema>
type Detail = z.input<typeof boMemberDetailSchema>

const stateOf = (m: BoMemberRow) => ({
  status: m.status === ACTIVE ? ('active' as const) : ('disabled' as const),
  testAccount: m.testAccount,
})
/** What a member update changes, for the audit's before and after. */
const editableOf = (m: BoMemberRow) => ({ ...stateOf(m), birthDate: m.birthDate })

/**
 * A temporary password the merchant's rule accepts. Letters and digits first (most rules take
 * them), then one case only, digits only, and last printable punctuation mixed in.
 */
export function temporaryPassword(merchant: Merchant): string {
  const rule = effectiveRule('password', merchant.registerSettings.password ?? FALLBACK_PASSWORD_RULE)
  const length = Math.max(rule.minLength, Math.min(12, rule.maxLength))
  const alphabets = [
    'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789',
    'abcdefghjkmnpqrstuvwxyz23456789',
    'ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
    '0123456789',
    'abcdefghjkmnpqrstuvwxyz23456789!#%+-=?@',
  ]
  for (const alphabet of alphabets)
    for (let attempt = 0; attempt < 20; attempt++) {
      let pw = ''
      for (let i = 0; i < length; i++) pw += alphabet[randomInt(alphabet.length)]
      if (passwordAcceptable(merchant, pw)) return pw
    }
  throw new AppError(409, StaffErrorCode.invalidSettings, { detail: 'the password rule accepts no generated password' })
}

export function createBoMembersService(deps: {
  db: Db
  repo: BoMembersRepository
  registry: MerchantRegistry
  passwords: PasswordHasher
  clock: Clock
  /** The member's inbox notice that support turned two-step sign-in off (account protection). */
  onTwoStepReset?: ((memberId: number) => Promise<void>) | undefined
}) {
  const { db, repo, registry, passwords, clock } = deps

  /** The member and its merchant; one outside the caller's scope is as unknown as a missing one. */
  async function scopedMember(req: FastifyRequest, id: number) {
    const member = await repo.byId(db, id)
    const merchant = member
      ? [...(await registry.current()).byCode.values()].find((m) => m.id === member.merchantId)
      : undefined
    if (!member || !merchant || !inScope(req.staff, merchant.id)) throw new AppError(404, StaffErrorCode.memberNotFound)
    return { member, merchant }
  }

  function row(
    m: BoMemberRow,
    merchant: Merchant,
    extra: { balance: bigint; lastLoginAt: Date | null; lastLoginIp: string | null },
  ): Row {
    return {
      id: m.id,
      merchant: merchant.code,
      username: m.username,
      mobile: m.mobile,
      email: m.email,
      ...stateOf(m),
      agent: isAgentType(m.type),
      balance: major(extra.balance),
      lastLoginAt: extra.lastLoginAt?.toISOString() ?? null,
      lastLoginIp: extra.lastLoginIp,
      createdAt: m.regDate.toISOString(),
    }
  }

  async function detail(member: BoMemberRow, merchant: Merchant): Promise<Detail> {
    const currency = walletCurrency(merchant.currency, member.type)
    const [balance, bonus, vipLevel, live, logins, ledger, rounds, inbox, parent, twoStep] = await Promise.all([
      repo.balance(member.id, currency),
      repo.balance(member.id, currency, 'bonus'),
      repo.vipLevel(member.id),
      repo.liveSessions(member.id, clock.now()),
      repo.recentLogins(member.id, RECENT),
      repo.recentLedger(member.id, RECENT),
      repo.recentRounds(member.id, RECENT),
      repo.recentInbox(merchant.id, member.id, RECENT),
      repo.username(member.parentId),
      repo.twoStepOn(member.id),
    ])
    const last = logins[0]
    const lang = merchant.defaultLanguage
    return {
      ...row(member, merchant, { balance, lastLoginAt: last?.createdAt ?? null, lastLoginIp: last?.ip ?? null }),
      bonusBalance: major(bonus),
      realName: member.payeeName,
      birthDate: member.birthDate,
      vipLevel,
      parent,
      currency,
      sessions: live.map((s) => ({
        id: s.id,
        device: s.device,
        ip: s.ip,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
      })),
      logins: logins.map((s) => ({ at: s.createdAt.toISOString(), ip: s.ip, device: s.device, ok: true })),
      ledger: ledger.map((e) => ({
        transactionId: e.transactionId,
        kind: e.kind,
        amount: major(e.amount),
        balanceAfter: major(e.balanceAfter),
        reference: e.reference,
        at: e.at.toISOString(),
      })),
      rounds: rounds.map((r) => ({
        id: r.id,
        provider: r.provider,
        game: r.game,
        bet: major(r.bet),
        win: major(r.win),
        status: r.status,
        at: r.at.toISOString(),
      })),
      inbox: inbox.map((i) => ({
        id: i.id,
        title: i.titles[lang] ?? i.titles.en ?? Object.values(i.titles)[0] ?? '',
        read: i.read,
        at: i.at.toISOString(),
      })),
      twoStep,
    }
  }

  return {
    async list(
      merchant: Merchant,
      q: { q?: string | undefined; page: number; pageSize: number },
    ): Promise<{ rows: Row[]; total: number }> {
      const text = q.q?.trim() || null
      // The mobile number as sign-in normalises it; only text with digits can be one.
      const mobile = text && /\d/.test(text) ? nationalMobile(text, merchant.dialingCode) || null : null
      const found = await repo.search({
        merchantId: merchant.id,
        currency: merchant.currency,
        text,
        mobile,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      })
      return { rows: found.rows.map((r) => row(r.member, merchant, r)), total: found.total }
    },

    async get(req: FastifyRequest, id: number): Promise<Detail> {
      const { member, merchant } = await scopedMember(req, id)
      return detail(member, merchant)
    },

    /** Disabling signs the member out everywhere, as the operator API's member switch does. */
    async update(
      req: FastifyRequest,
      id: number,
      body: { status?: 'active' | 'disabled'; testAccount?: boolean; birthDate?: string | null },
    ) {
      const { member, merchant } = await scopedMember(req, id)
      const now = clock.now()
      if (body.birthDate) {
        // The member's own rules: a real past date of someone of the merchant's age.
        const problem = birthDateProblem(body.birthDate, localDay(now, merchant.timeZone), merchant.ageLimit)
        if (problem) throw new AppError(400, problem, { age: String(merchant.ageLimit) })
      }
      const changed = await inTransaction(db, async (tx) => {
        const patch = {
          ...(body.status ? { status: body.status === 'active' ? ACTIVE : DISABLED } : {}),
          ...(body.testAccount === undefined ? {} : { testAccount: body.testAccount }),
          ...(body.birthDate === undefined ? {} : { birthDate: body.birthDate }),
        }
        const before = await repo.byId(tx, id)
        if (!before) throw new AppError(404, StaffErrorCode.memberNotFound)
        const after = Object.keys(patch).length ? await repo.setState(tx, id, patch) : before
        if (!after) throw new AppError(404, StaffErrorCode.memberNotFound)
        const revoked = after.status !== ACTIVE ? await repo.revokeSessions(tx, id, 'disabled', now) : 0
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...auditActor(req),
          action: 'member.update',
          target: String(id),
          before: editableOf(before),
          after: editableOf(after),
          detail: { username: member.username, revokedSessions: revoked },
        })
        return after
      })
      return detail(changed, merchant)
    },

    /** A random password the member must change at the next sign-in; every session ends. */
    async resetPassword(req: FastifyRequest, id: number) {
      const { member, merchant } = await scopedMember(req, id)
      const temporary = temporaryPassword(merchant)
      const hash = await passwords.hash(temporary)
      const now = clock.now()
      await inTransaction(db, async (tx) => {
        await repo.setTemporaryPassword(tx, id, hash, now)
        const revoked = await repo.revokeSessions(tx, id, 'password', now)
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...auditActor(req),
          action: 'member.password_reset',
          target: String(id),
          before: { mustChangePassword: member.firstTimeLogin },
          after: { mustChangePassword: true },
          detail: { username: member.username, revokedSessions: revoked },
        })
      })
      return { temporaryPassword: temporary }
    },

    async revokeSessions(req: FastifyRequest, id: number) {
      const { member, merchant } = await scopedMember(req, id)
      const now = clock.now()
      const revoked = await inTransaction(db, async (tx) => {
        const n = await repo.revokeSessions(tx, id, 'operator', now)
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...auditActor(req),
          action: 'member.sessions_revoke',
          target: String(id),
          before: null,
          after: { revokedSessions: n },
          detail: { username: member.username },
        })
        return n
      })
      return { revoked }
    },

    /**
     * A member who lost the authenticator and the recovery codes (decision 045): two-step sign-in
     * goes off, with any passkeys (043: a lost phone usually held them too), every session ends
     * (whoever holds one may be the reason), and the member is told in the inbox. The reason is
     * kept in the audit row only.
     */
    async resetTwoStep(req: FastifyRequest, id: number, reason: string) {
      const { member, merchant } = await scopedMember(req, id)
      const now = clock.now()
      const revoked = await inTransaction(db, async (tx) => {
        const removed = await repo.removeTwoStep(tx, id)
        if (!removed) throw new AppError(409, AccountProtectionErrorCode.notEnabled)
        const n = await repo.revokeSessions(tx, id, 'two_step_reset', now)
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...auditActor(req),
          action: 'member.two_step_reset',
          target: String(id),
          before: { twoStep: true },
          after: { twoStep: false, revokedSessions: n },
          detail: {
            username: member.username,
            reason,
            authenticator: removed.authenticator,
            passkeys: removed.passkeys,
          },
        })
        return n
      })
      await deps.onTwoStepReset?.(id)
      return { revoked }
    },
  }
}
export type BoMembersService = ReturnType<typeof createBoMembersService>
