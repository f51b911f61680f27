/**
 * One-time SMS codes. Six digits from crypto.randomInt, stored only as a hash bound to
 * merchant, number and purpose; a new code replaces the open one; it expires after
 * PARLOR_SMS_CODE_MINUTES, answers one right guess and dies after five wrong ones.
 * Sending is capped per number (one a minute, 5 an hour, 10 a day) and per address (20 an hour).
 * "Number" is always the full international number the message goes to (dialling code and
 * national number as one string of digits): however a caller splits `63` + `9171234567` (`639` +
 * `171234567`, `+63` + `09171234567`…), one phone has one set of counters and one open code.
 * A sign-in code goes only to a member's own full number.
 *
 * The answer never says whether the number belongs to a member. A code is stored either way,
 * but a noLogin code is only sent to a member's number (no SMS bill for strangers' numbers),
 * and sending happens after the answer so its latency cannot tell members apart.
 */
import { randomInt } from 'node:crypto'
import { ErrorCode } from '@parlor/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { sha256Hex } from '../../lib/hash.ts'
import type { SecurityStore, SmsCheck } from '../../lib/store/index.ts'
import type { MemberRepository } from '../member/member-repository.ts'
import type { Merchant } from '../system/merchant-repository.ts'
import type { SmsProvider } from './sms-provider.ts'

/**
 * noLogin: codes from `/wps/verification/sms/noLogin`, used by SMS login and set-password-by-phone;
 * withdrawPassword: the cashier's reset of a signed-in member's withdrawal password, sent to the member's own number.
 */
export type SmsPurpose = 'noLogin' | 'register' | 'withdrawPassword'

export const SMS_LIMITS = {
  resendMs: 60_000,
  perNumberHour: 5,
  perNumberDay: 10,
  perAddressHour: 20,
  maxGuesses: 5,
} as const

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Digits only, without leading zeros: `0917 123 4567` and `9171234567` are one number. */
export function normaliseMobile(raw: string): string {
  return raw.replace(/\D/g, '').replace(/^0+/, '')
}

/**
 * The national number as members are stored: like normaliseMobile, but a number typed in full
 * international form (`+63 917…`) also loses the merchant's dialling code.
 */
export function nationalMobile(raw: string, dialingCode: string): string {
  const digits = normaliseMobile(raw)
  const code = dialingCode.replace(/\D/g, '')
  return raw.trim().startsWith('+') && code && digits.startsWith(code)
    ? normaliseMobile(digits.slice(code.length))
    : digits
}

/** Dialling code and national number as one string of digits: the phone itself (E.164 without `+`). */
export function fullNumber(dialingCode: string, national: string): string {
  return `${dialingCode.replace(/\D/g, '')}${normaliseMobile(national)}`
}

export interface SmsTarget {
  mobileNum: string
  countryDialingCode?: string | null | undefined
}

const codeHash = (merchantId: number, purpose: string, mobile: string, code: string) =>
  sha256Hex(`${merchantId}:${purpose}:${mobile}:${code.trim()}`)

export function createVerificationService(deps: {
  store: SecurityStore
  members: MemberRepository
  provider: SmsProvider
  clock: Clock
  codeMinutes: number
  log: FastifyBaseLogger
}) {
  const { store, members, provider, clock, codeMinutes, log } = deps
  const pending = new Set<Promise<void>>()

  function refuse(resetAt: Date): never {
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - clock.now().getTime()) / 1000))
    throw new AppError(429, ErrorCode.tooManyRequestSms, { seconds: String(seconds) }, { retryAfterSeconds: seconds })
  }

  /**
   * The full number a message for this input goes to: the typed dialling code, else (sign-in
   * codes) the member's own, else the merchant's. The member is answered too, for delivery.
   */
  async function target(merchant: Merchant, input: SmsTarget, purpose: SmsPurpose) {
    const national = normaliseMobile(input.mobileNum)
    const member = purpose === 'register' ? null : await members.findByMobile(merchant.id, national)
    const typed = (input.countryDialingCode ?? '').replace(/\D/g, '')
    const to = fullNumber(typed || member?.dialingCode || merchant.dialingCode, national)
    return { national, to, member }
  }

  return {
    async send(
      merchant: Merchant,
      input: SmsTarget,
      ip: string,
      purpose: SmsPurpose,
    ): Promise<{ expiredMinutes: number }> {
      if (normaliseMobile(input.mobileNum).length < 5)
        throw new AppError(400, ErrorCode.requestParam, { detail: 'mobileNum' })
      const { to, member } = await target(merchant, input, purpose)
      const scope = `${merchant.id}:${purpose}:${to}`
      // The resend gap is claimed atomically, so two parallel sends cannot both pass.
      const gapKey = `sms:gap:${scope}`
      const [gap] = await store.limiter.hit([{ key: gapKey, windowMs: SMS_LIMITS.resendMs }])
      if (gap && gap.count > 1) refuse(gap.resetAt)
      const capKeys = [`sms:num:h:${merchant.id}:${to}`, `sms:num:d:${merchant.id}:${to}`, `sms:ip:h:${ip}`]
      const [hour, day, addr] = await store.limiter.peek(capKeys)
      const capped =
        (hour && hour.count >= SMS_LIMITS.perNumberHour && hour) ||
        (day && day.count >= SMS_LIMITS.perNumberDay && day) ||
        (addr && addr.count >= SMS_LIMITS.perAddressHour && addr)
      if (capped) {
        // Nothing was sent, so this attempt does not start a resend gap.
        await store.limiter.reset([gapKey])
        refuse(capped.resetAt)
      }
      await store.limiter.hit([
        { key: capKeys[0] as string, windowMs: HOUR },
        { key: capKeys[1] as string, windowMs: DAY },
        { key: capKeys[2] as string, windowMs: HOUR },
      ])

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      await store.putSmsCode({
        merchantId: merchant.id,
        purpose,
        mobile: to,
        codeHash: codeHash(merchant.id, purpose, to, code),
        expiresAt: new Date(clock.now().getTime() + codeMinutes * 60_000),
      })
      // A sign-in code goes to the member's own phone only: the same national number behind
      // another dialling code is somebody else.
      const deliver =
        purpose === 'register' ||
        (member !== null &&
          member.status === 1 &&
          member.mobile !== null &&
          fullNumber(member.dialingCode || merchant.dialingCode, member.mobile) === to)
      if (deliver) {
        const text = `${merchant.name}: your verification code is ${code}. It expires in ${codeMinutes} minutes. Do not share it.`
        const job = provider
          .send(`+${to}`, text)
          .catch((err) => log.error({ err, provider: provider.name }, 'sms send failed'))
          .finally(() => pending.delete(job))
        pending.add(job)
      }
      return { expiredMinutes: codeMinutes }
    },

    /** Checks a code against the full number it was sent to, found from the input as `send` found it. */
    async check(merchant: Merchant, purpose: SmsPurpose, input: SmsTarget, code: string): Promise<SmsCheck> {
      if (!/^\d{4,10}$/.test(code.trim())) return 'wrong'
      const { to } = await target(merchant, input, purpose)
      return store.checkSmsCode(
        { merchantId: merchant.id, purpose, mobile: to },
        codeHash(merchant.id, purpose, to, code),
        SMS_LIMITS.maxGuesses,
      )
    },

    /** Resolves when every message handed to the provider has been dealt with (tests, shutdown). */
    async flush(): Promise<void> {
      await Promise.all([...pending])
    },
  }
}
export type VerificationService = ReturnType<typeof createVerificationService>
