/**
 * What the deposit services share (decision 023): the wire shapes, the checks on a channel and a
 * promotion, and the two ways a deposit ends.
 *
 * A deposit's status only moves forward, under a row lock: pending → credited | declined |
 * review | expired | rejected; review → credited | rejected. Money moves once, as one ledger
 * posting from the merchant's `deposits` clearing account to the member's wallet keyed
 * `deposit:<id>`, in the transaction that sets `credited`.
 */
import { randomBytes } from 'node:crypto'
import { CashierError, type Deposit, type DepositChannel, parseMajor, toMajor, WalletErrorCode } from '@parlor/contract'
import type { Db, Tx } from '../../db/client.ts'
import type { deposits } from '../../db/schema.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import type { ProviderRegistry } from '../payments/provider-registry.ts'
import { checkDeposit } from '../responsible-gaming/rg-service.ts'
import { bonusExpiry, depositBonusMinor, depositWageringMinor, grantBonus } from '../bonus/bonus-service.ts'
import { ensureAccount, lockAccounts, postTransaction } from '../wallet/ledger.ts'
import { withdrawalSettings } from '../withdrawals/withdrawal-settings.ts'
import type { ChannelRow, DepositChannelsRepository, PromoRow } from './deposit-channels-repository.ts'
import type { DepositRow, DepositsRepository, DepositView, NewDeposit } from './deposits-repository.ts'

export interface DepositMerchant {
  id: number
  code: string
  currency: string
  currencySymbol: string
  defaultLanguage: string
  /** Deposit limits count in the merchant's days, weeks and months. */
  timeZone: string
}
export interface DepositMember {
  id: number
  merchantId: number
}

/** What every deposit service is built from. */
export interface DepositDeps {
  db: Db
  repo: DepositsRepository
  channelRepo: DepositChannelsRepository
  providers: ProviderRegistry
  clock: Clock
  publicUrl: string
  /** Called once a credit committed; its failure never undoes or fails the deposit. */
  onCredited?: ((merchantId: number, memberId: number) => Promise<unknown>) | undefined
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** 'D' + 16 base32 characters of 10 random bytes: unguessable, safe in a URL, easy to read out. */
export function newOrderNo(prefix = 'D'): string {
  const bytes = randomBytes(10)
  let bits = 0
  let value = 0
  let out = prefix
  for (const b of bytes) {
    value = (value << 8) | b
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  return out
}

/** The player's screen for a deposit in progress (the return route and finished replays send there). */
export const pendingPath = (orderNo: string) => `/m/voucherCenter/pending?orderNo=${encodeURIComponent(orderNo)}`

export const pickName = (names: Record<string, string>, lang: string) =>
  names[lang] ?? names.EN ?? Object.values(names)[0] ?? ''

/** Fee on top of `amount`, rounded half up to the minor unit. */
export const feeOf = (amountMinor: bigint, feeBp: number) => (amountMinor * BigInt(feeBp) + 5_000n) / 10_000n

export function parseAmount(v: number | string): bigint {
  const minor = parseMajor(typeof v === 'number' ? String(v) : v)
  if (minor === null || minor <= 0n) throw new AppError(400, CashierError.amountInvalid, {}, { field: 'amount' })
  return minor
}

/** A retried request: the same deposit, unless the retry asks for something else. */
export function sameRequest(d: DepositRow, channelId: number, amountMinor: bigint) {
  if (d.channelId !== channelId || d.amountMinor !== amountMinor)
    throw new AppError(409, WalletErrorCode.idempotencyConflict)
}

export const channelToWire = (c: ChannelRow, lang: string, providers: ProviderRegistry): DepositChannel => ({
  id: c.id,
  code: c.code,
  kind: c.kind as DepositChannel['kind'],
  variant: c.variant as DepositChannel['variant'],
  name: pickName(c.names, lang),
  provider: c.provider,
  sandbox: providers.get(c.provider)?.sandbox ?? c.provider === 'sandbox',
  minAmount: toMajor(c.minMinor),
  maxAmount: toMajor(c.maxMinor),
  feePercent: c.feeBp / 100,
  quickAmounts: c.quickAmounts,
  // A gateway whose provider this server is not configured for is shown greyed, like maintenance.
  maintenance: c.maintenance || (c.kind === 'gateway' && !providers.has(c.provider)),
})

export const depositToWire = (d: DepositView, lang: string): Deposit => ({
  orderNo: d.orderNo,
  channelCode: d.channelCode,
  channelName: pickName(d.channelNames, lang),
  kind: d.kind as Deposit['kind'],
  status: d.status as Deposit['status'],
  amount: toMajor(d.amountMinor),
  creditedAmount: d.creditedMinor === null ? null : toMajor(d.creditedMinor),
  fee: toMajor(d.feeMinor),
  currency: d.currency,
  promoName: d.promoNames ? pickName(d.promoNames, lang) : null,
  payerReference: d.payerReference,
  transferredAt: d.transferredAt?.getTime() ?? null,
  note: d.note,
  createdAt: d.createdAt.getTime(),
  updatedAt: d.updatedAt.getTime(),
})

export function createDepositCore({ repo, channelRepo, clock, onCredited }: DepositDeps) {
  async function viewOf(orderNo: string, memberId?: number): Promise<DepositView> {
    const v = await repo.viewByOrderNo(orderNo, memberId)
    if (!v) throw new AppError(404, CashierError.depositNotFound)
    return v
  }

  /** The channel, if this kind of call may use it for this amount now. */
  async function usableChannel(
    merchantId: number,
    channelId: number,
    kind: 'gateway' | 'manual',
    amountMinor: bigint,
    variant?: string,
  ): Promise<ChannelRow> {
    const c = await channelRepo.channel(merchantId, channelId)
    if (!c?.enabled || c.kind !== kind || (variant !== undefined && c.variant !== variant))
      throw new AppError(400, CashierError.channelUnavailable)
    if (c.maintenance) throw new AppError(400, CashierError.channelMaintenance)
    if (amountMinor < c.minMinor)
      throw new AppError(400, CashierError.amountBelowMin, { min: toMajor(c.minMinor).toFixed(2) }, { field: 'amount' })
    if (amountMinor > c.maxMinor)
      throw new AppError(400, CashierError.amountAboveMax, { max: toMajor(c.maxMinor).toFixed(2) }, { field: 'amount' })
    return c
  }

  async function eligiblePromo(tx: Tx, merchantId: number, memberId: number, promoId: number, amountMinor: bigint) {
    const p = await channelRepo.promotion(tx, merchantId, promoId)
    const ordinal = (await channelRepo.creditedCount(tx, memberId)) + 1
    if (!p?.enabled || (p.depositOrdinal !== null && p.depositOrdinal !== ordinal) || amountMinor < p.minDepositMinor)
      throw new AppError(400, CashierError.promoNotEligible)
    return p
  }

  /**
   * Writes a member's new pending deposit and accepts its promotion, in `tx` (which holds the
   * member's lock); null when the request key is taken (a concurrent retry made it first).
   */
  async function insertPending(
    tx: Tx,
    a: {
      merchant: DepositMerchant
      member: DepositMember
      channel: ChannelRow
      provider: string
      requestKey: string
      amountMinor: bigint
      promoId: unknown
      now: Date
    },
    extra: Partial<NewDeposit> = {},
  ): Promise<DepositRow | null> {
    const { merchant, member, amountMinor, now } = a
    // Responsible gaming: not during a break, never past a deposit limit (decision 040).
    await checkDeposit(tx, member.id, amountMinor, merchant.timeZone, now)
    const promo = a.promoId ? await eligiblePromo(tx, merchant.id, member.id, Number(a.promoId), amountMinor) : null
    const d = await repo.insert(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      channelId: a.channel.id,
      orderNo: newOrderNo(),
      requestKey: a.requestKey,
      provider: a.provider,
      status: 'pending',
      amountMinor,
      feeMinor: feeOf(amountMinor, a.channel.feeBp),
      currency: merchant.currency,
      promoId: promo?.id ?? null,
      ...extra,
      createdAt: now,
      updatedAt: now,
    })
    if (d && promo)
      await channelRepo.accept(tx, { depositId: d.id, promoId: promo.id, memberId: member.id, createdAt: now })
    return d
  }

  /** The deposit a request made, or the one a concurrent retry with the same key made first. */
  async function madeOrRetried(
    made: DepositRow | null,
    memberId: number,
    requestKey: string,
    channelId: number,
    amountMinor: bigint,
  ) {
    const d = made ?? (await repo.byRequestKey(memberId, requestKey))
    if (!d) throw new Error('deposit vanished after its request key was taken')
    if (!made) sameRequest(d, channelId, amountMinor)
    return d
  }

  /**
   * Moves the deposit to credited with one ledger posting, in `tx`, the deposit locked. A
   * numbered promotion (first deposit, second…) was checked when the deposit was made, but
   * several pending deposits may carry it: counted again here, under the member's lock, only the
   * deposit that really is that number keeps it.
   */
  async function credit(tx: Tx, d: DepositRow, creditMinor: bigint, patch: Partial<typeof deposits.$inferInsert>) {
    await repo.lockMember(tx, d.memberId)
    const acceptance = await channelRepo.acceptanceOf(tx, d.id)
    let promo: PromoRow | null = null
    if (acceptance?.status === 'pending') {
      promo = await channelRepo.promotion(tx, d.merchantId, acceptance.promoId)
      const ordinal = (await channelRepo.creditedCount(tx, d.memberId)) + 1
      // The credited amount decides: a provider may report less than was asked.
      if (
        !promo ||
        (promo.depositOrdinal != null && promo.depositOrdinal !== ordinal) ||
        creditMinor < promo.minDepositMinor
      ) {
        await channelRepo.voidAcceptance(tx, d.id)
        promo = null
      }
    }
    const from = await ensureAccount(tx, { merchantId: d.merchantId, kind: 'deposits', currency: d.currency })
    const to = await ensureAccount(tx, {
      merchantId: d.merchantId,
      kind: 'member',
      memberId: d.memberId,
      currency: d.currency,
    })
    const bonusMinor = promo ? depositBonusMinor(creditMinor, promo.bonusBp, promo.maxBonusMinor) : 0n
    if (bonusMinor > 0n) {
      // Every account this transaction moves, locked in id order before the first posting (bonus-service).
      const owner = { merchantId: d.merchantId, memberId: d.memberId, currency: d.currency }
      const bonus = await ensureAccount(tx, { ...owner, kind: 'bonus' })
      const house = await ensureAccount(tx, { merchantId: d.merchantId, kind: 'promotions', currency: d.currency })
      await lockAccounts(tx, d.merchantId, [from, to, bonus, house])
    }
    const posted = await postTransaction(tx, {
      merchantId: d.merchantId,
      key: `deposit:${d.id}`,
      kind: 'deposit',
      reason: `Deposit ${d.orderNo}`,
      memberId: d.memberId,
      legs: [
        { accountId: from, amount: -creditMinor },
        { accountId: to, amount: creditMinor },
      ],
      meta: { orderNo: d.orderNo },
    })
    await repo.update(tx, d.id, {
      ...patch,
      status: 'credited',
      creditedMinor: creditMinor,
      ledgerTransactionId: posted.transactionId,
      updatedAt: clock.now(),
    })
    if (promo) {
      // The deposit bonus (decision 048): locked in the bonus wallet until wagered, once per deposit.
      if (bonusMinor > 0n) {
        const now = clock.now()
        const { bonusExpiryDays } = await withdrawalSettings(tx, d.merchantId)
        await grantBonus(tx, {
          merchantId: d.merchantId,
          memberId: d.memberId,
          currency: d.currency,
          sourceKind: 'deposit_promo',
          sourceId: d.id,
          amountMinor: bonusMinor,
          wageringRequiredMinor: depositWageringMinor(creditMinor, bonusMinor, promo.turnoverMultiple),
          now,
          expiresAt: bonusExpiry(now, bonusExpiryDays),
        })
      }
      await channelRepo.grantAcceptance(tx, d.id)
    }
  }

  /** Ends a deposit that will never be credited; its promotion is void. */
  async function close(tx: Tx, d: DepositRow, status: 'declined' | 'expired' | 'rejected', patch = {}) {
    await repo.update(tx, d.id, { ...patch, status, updatedAt: clock.now() })
    await channelRepo.voidAcceptance(tx, d.id)
  }

  /** After the transaction that credited: what waits on a credit (a referral reward) runs, never failing it. */
  async function afterCredit(merchantId: number, memberId: number) {
    // The promotion jobs look again on their timer, so a failure here only delays a reward.
    await onCredited?.(merchantId, memberId).catch(() => undefined)
  }

  return { viewOf, usableChannel, eligiblePromo, insertPending, madeOrRetried, credit, close, afterCredit }
}
export type DepositCore = ReturnType<typeof createDepositCore>
