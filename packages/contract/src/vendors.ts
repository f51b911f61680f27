import { z } from 'zod'

/**
 * Third-party game vendors on the seamless-wallet protocol (docs/vendor-protocol.md): the calls a
 * vendor signs to `/provider/:vendor/*`, and the operator's integration settings (`/admin/vendors`).
 */

export const VendorErrorCode = {
  /** The sessionToken is unknown, expired, or its sign-in session ended (HTTP 401). */
  sessionInvalid: 'provider.session.invalid',
  /** The launch token is unknown, used or expired (HTTP 401). */
  launchTokenInvalid: 'provider.token.invalid',
  /** No integration for this vendor code: nothing to check a signature with (HTTP 404). */
  vendorUnknown: 'provider.vendor.unknown',
  /** The vendor is switched off or under maintenance: no new play (HTTP 503). */
  vendorUnavailable: 'provider.vendor.unavailable',
} as const

/** Vendor codes as the path carries them: upper case, e.g. `/provider/JL/bet`. */
export const vendorCodeSchema = z.string().regex(/^[A-Z0-9_]{2,32}$/)
export const providerVendorParamsSchema = z.object({ vendor: vendorCodeSchema })

const id = z.string().min(1).max(100)
const token = z.string().min(16).max(200)
/** Minor units as a digit string (or a safe integer). */
const minor = z
  .union([z.string().regex(/^\d{1,18}$/), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)])
  .transform((v) => BigInt(v))

export const vendorAuthenticateBodySchema = z.object({ token })
export const vendorAuthenticateSchema = z.object({
  playerId: z.string(),
  sessionToken: z.string(),
  currency: z.string(),
  balance: z.number(),
  balanceMinor: z.string(),
  username: z.string(),
  language: z.string(),
})
export const vendorBalanceBodySchema = z.object({ sessionToken: token })
export const vendorBalanceSchema = z.object({ balance: z.number(), balanceMinor: z.string(), currency: z.string() })
export const vendorBetBodySchema = z.object({
  sessionToken: token,
  transactionId: id,
  roundId: id,
  gameCode: id,
  amount: minor,
  /** When sent, must be the session's currency (else `provider.currency.mismatch`). */
  currency: z.string().min(1).max(10).optional(),
})
export const vendorWinBodySchema = z.object({ sessionToken: token, transactionId: id, roundId: id, amount: minor })
export const vendorRollbackBodySchema = z.object({
  sessionToken: token,
  transactionId: id,
  roundId: id,
  betTransactionId: id,
})

export const VENDOR_PROTOCOLS = ['seamless'] as const

export const adminVendorParamsSchema = z.object({ code: vendorCodeSchema })

/**
 * Creates or changes a vendor's integration and which merchants offer it. A new integration needs
 * `baseUrl` and `secret`; later calls change only the fields they send. `merchants` switches the
 * vendor on or off per merchant code.
 */
export const adminVendorBodySchema = z
  .object({
    protocol: z.enum(VENDOR_PROTOCOLS),
    baseUrl: z.url({ protocol: /^https?$/ }).max(300),
    /** At least 32 characters; never answered back. */
    secret: z.string().min(32).max(200),
    enabled: z.boolean(),
    maintenance: z.boolean(),
    settings: z.record(z.string(), z.unknown()),
    merchants: z.record(z.string().min(1).max(64), z.boolean()),
  })
  .partial()
  .extend({ operator: z.string().min(1).max(64).optional() })
  .strict()
export type AdminVendorBody = z.input<typeof adminVendorBodySchema>

export const adminVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  integration: z
    .object({
      protocol: z.string(),
      baseUrl: z.string(),
      enabled: z.boolean(),
      maintenance: z.boolean(),
      settings: z.record(z.string(), z.unknown()),
      updatedAt: z.string(),
    })
    .nullable(),
  /** Codes of the merchants that offer the vendor. */
  merchants: z.array(z.string()),
})
export const adminVendorListSchema = z.array(adminVendorSchema)
