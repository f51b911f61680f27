import {
  amountInputSchema,
  type DepositChannel,
  type DepositPromo,
  formatMinor,
  parseMajor,
  RECEIPT_LIMITS,
  sniffImageType,
  toMinor,
} from '@parlor/contract'
import { z } from 'zod'
import { formatMoney } from '@/lib/format'

/**
 * The deposit forms' rules, the same the server applies (decision 023): an amount in major units
 * with at most two decimals, within the channel's limits, at least the chosen promotion's minimum;
 * a receipt of png or jpeg by its first bytes, at most 5 MB. Messages are i18n keys under
 * `deposit.errors`; `amountLimitParams` gives the figures they name.
 */

/** Minor units of a typed amount the wire accepts, or null. */
export function amountMinor(text: string): bigint | null {
  if (!amountInputSchema.options[1].safeParse(text).success) return null
  const minor = parseMajor(text)
  return minor !== null && minor > 0n ? minor : null
}

/** The amount as the wire takes it: plain major-unit text with two decimals. */
export const wireAmount = (minor: bigint) => formatMinor(minor, { grouping: false })

/** Schema of the amount field for one channel (and, when chosen, one promotion). */
export function amountRule(channel: DepositChannel, promo: DepositPromo | undefined) {
  const min = toMinor(channel.minAmount)
  const max = toMinor(channel.maxAmount)
  const promoMin = promo ? toMinor(promo.minDeposit) : 0n
  return z
    .string()
    .trim()
    .min(1, 'amountRequired')
    .superRefine((text, ctx) => {
      const minor = amountMinor(text)
      if (minor === null) ctx.addIssue({ code: 'custom', message: 'amountInvalid' })
      else if (minor < min) ctx.addIssue({ code: 'custom', message: 'belowMin' })
      else if (minor > max) ctx.addIssue({ code: 'custom', message: 'aboveMax' })
      else if (minor < promoMin) ctx.addIssue({ code: 'custom', message: 'promoMin' })
    })
}

/** The figures the amount messages name, formatted as the screen shows money. */
export function amountLimitParams(channel: DepositChannel, promo: DepositPromo | undefined, symbol: string) {
  return {
    min: formatMoney(toMinor(channel.minAmount), { symbol }),
    max: formatMoney(toMinor(channel.maxAmount), { symbol }),
    promoMin: promo ? formatMoney(toMinor(promo.minDeposit), { symbol }) : '',
  }
}

/** The fee the player pays on top, rounded half up to the minor unit (the server's figure is what counts). */
export function feeMinor(amount: bigint, feePercent: number): bigint {
  const basisPoints = BigInt(Math.round(feePercent * 100))
  return (amount * basisPoints + 5_000n) / 10_000n
}

/** A fresh idempotency key for one intended deposit (sent again as is on a retry). */
export const newRequestKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`

/**
 * One key per intended deposit: the same channel, amount and promotion sent again (a retry after
 * a lost answer) reuse the key, so the server recognises it and opens no second deposit; any
 * change makes it another deposit with a key of its own.
 */
export function requestKeys() {
  const keys = new Map<string, string>()
  return (intent: string) => {
    const known = keys.get(intent)
    if (known) return known
    const key = newRequestKey()
    keys.set(intent, key)
    return key
  }
}

export type ReceiptProblem = 'receiptTooLarge' | 'receiptType'

/** Why a picked file cannot be the receipt, or null when it can (the feedback images' checks). */
export async function receiptProblem(file: Blob): Promise<ReceiptProblem | null> {
  if (file.size > RECEIPT_LIMITS.bytesMax) return 'receiptTooLarge'
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  return sniffImageType(head) ? null : 'receiptType'
}

export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  // Chunks keep String.fromCharCode under the engine's argument limit on 5 MB files.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** `YYYY-MM-DDTHH:mm` in the phone's time zone, what a datetime-local input holds. */
export function localDateTime(ms: number): string {
  const d = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** Only a web page may be the payment page: never a `javascript:` or other scheme from a bad answer. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
