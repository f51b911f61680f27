import { z } from 'zod'

/**
 * Account protection (decision 041): the second sign-in step with an authenticator app (TOTP) or
 * a recovery code, the member's open sessions and sign-in history.
 */

export const AccountProtectionErrorCode = {
  /**
   * The password was right and the account has two-step sign-in: `value` is
   * `{ ga: true, challenge }`; send the challenge with a code to `POST /wps/session/login/verification`
   * (wire-contract §1.1, §3.4).
   */
  loginVerifyRequired: 'login_verify_required',
  /** The challenge is unknown, used, expired or has taken too many wrong codes: sign in again. */
  challengeExpired: 'login_verify_expired',
  /** The authenticator code or recovery code is wrong, or that code was already used. */
  codeInvalid: 'totp.code.invalid',
  /** Enrolment asked for while an authenticator is already confirmed. */
  alreadyEnabled: 'totp.already.enabled',
  /** Confirm or disable without an authenticator set up. */
  notEnabled: 'totp.not.enabled',
  /** The passkey's answer is not valid, was used before, or belongs to another passkey (decision 043). */
  passkeyInvalid: 'passkey.invalid',
  /** Passkeys are offered only on the hosts this server is configured to serve (decision 043). */
  passkeyHostRefused: 'passkey.host.refused',
  /** A member keeps at most ten passkeys. */
  passkeyLimit: 'passkey.limit',
} as const

/**
 * `value` of `login_verify_required`: which second steps the account offers (`ga`: an
 * authenticator app, with recovery codes; `passkey`: one or more passkeys), and the challenge.
 */
export const loginVerifyValueSchema = z.object({
  ga: z.literal(true).optional(),
  passkey: z.literal(true).optional(),
  /** Opaque, five minutes, one use. */
  challenge: z.string(),
})
export type LoginVerifyValue = z.infer<typeof loginVerifyValueSchema>

/** A six-digit authenticator code, or a recovery code (`abcde-fghij`, dashes and case ignored). */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .min(6)
  .max(16)
  .regex(/^[A-Za-z0-9-]+$/)

const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/)

/**
 * A WebAuthn assertion as `@simplewebauthn/browser` answers it (AuthenticationResponseJSON):
 * the binary fields base64url. Bounded here so nothing large reaches the verifier.
 */
export const passkeyAssertionSchema = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    signature: b64url(2000),
    userHandle: b64url(200).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
})
export type PasskeyAssertion = z.input<typeof passkeyAssertionSchema>

/** A WebAuthn attestation as `@simplewebauthn/browser` answers it (RegistrationResponseJSON). */
export const passkeyAttestationSchema = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(20_000),
    transports: z.array(z.string().max(20)).max(10).optional(),
    authenticatorData: b64url(20_000).optional(),
    publicKey: b64url(2000).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
})
export type PasskeyAttestation = z.input<typeof passkeyAttestationSchema>

/**
 * `POST /wps/session/login/verification` (wire-contract §3.4). The original resends the username
 * and password with `method: "G"` and `authCode`; we take the challenge of the first step instead,
 * so the password crosses the wire once. `G`: authenticator code; `R`: recovery code; `P`: a
 * passkey, `assertion` answering the options of `POST /wps/session/passkey/options` (decision 043).
 */
export const loginVerificationBodySchema = z
  .object({
    challenge: z.string().trim().min(20).max(100),
    method: z.enum(['G', 'R', 'P']).default('G'),
    authCode: secondFactorCodeSchema.optional(),
    assertion: passkeyAssertionSchema.optional(),
  })
  .refine((b) => (b.method === 'P' ? !!b.assertion : !!b.authCode), {
    message: 'authCode (G, R) or assertion (P) required',
    path: ['authCode'],
  })
export type LoginVerificationBody = z.input<typeof loginVerificationBodySchema>

export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes; 0 while not enabled. */
  recoveryCodesLeft: z.number().int(),
})
export type TotpStatus = z.infer<typeof totpStatusSchema>

/** Enrolment asks for the sign-in password again: a session left open is not enough. */
export const totpSetupBodySchema = z.object({ password: z.string().min(1).max(128) })

export const totpSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code data URL (allowed by the CSP's img-src data:). */
  qrDataUrl: z.string(),
})
export type TotpSetup = z.infer<typeof totpSetupSchema>

export const totpConfirmBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
})

/** Shown once: only their Argon2id hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>

export const totpDisableBodySchema = z.object({
  password: z.string().min(1).max(128),
  code: secondFactorCodeSchema,
})

export const activeSessionSchema = z.object({
  id: z.number().int(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  lastSeenAt: z.number(),
  ip: z.string().nullable(),
  /** The client's `Device` header (PWA, WEBCLIP, …). */
  device: z.string().nullable(),
  /** A short description of the browser and system, from the user agent. */
  agent: z.string().nullable(),
  loginType: z.string(),
  current: z.boolean(),
})
export type ActiveSession = z.infer<typeof activeSessionSchema>
export const activeSessionsSchema = z.array(activeSessionSchema)

export const revokedCountSchema = z.object({ count: z.number().int() })

export const loginHistoryEntrySchema = z.object({
  at: z.number(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  agent: z.string().nullable(),
  loginType: z.string(),
  success: z.boolean(),
})
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>
export const loginHistorySchema = z.array(loginHistoryEntrySchema)

/**
 * WebAuthn request options as `@simplewebauthn/browser` takes them (PublicKeyCredentialRequestOptionsJSON).
 * Kept open: the browser library reads what it knows.
 */
export const passkeyRequestOptionsSchema = z.looseObject({ challenge: z.string(), rpId: z.string().optional() })
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>
/** WebAuthn creation options (PublicKeyCredentialCreationOptionsJSON). */
export const passkeyCreationOptionsSchema = z.looseObject({ challenge: z.string() })
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>

/**
 * `POST /wps/session/passkey/options`: with the `challenge` of a `login_verify_required`, options
 * for that member's passkeys (the second step); without, options for any passkey of this site
 * (password-free sign-in, the browser offers its discoverable credentials).
 */
export const passkeyOptionsBodySchema = z.object({ challenge: z.string().trim().min(20).max(100).optional() })

/** `POST /wps/session/passkey/login`: password-free sign-in, answered like a login. */
export const passkeyLoginBodySchema = z.object({
  assertion: passkeyAssertionSchema,
  loginDeviceId: z.string().max(100).optional(),
})

/** Adding a passkey asks for the sign-in password again, like an authenticator app. */
export const passkeyRegisterOptionsBodySchema = z.object({ password: z.string().min(1).max(128) })
export const passkeyNameSchema = z.string().trim().min(1).max(40)
export const passkeyRegisterBodySchema = z.object({ name: passkeyNameSchema, attestation: passkeyAttestationSchema })
export const passkeyRemoveBodySchema = z.object({
  id: z.number().int().positive(),
  password: z.string().min(1).max(128),
})

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  lastUsedAt: z.number().nullable(),
})
export type Passkey = z.infer<typeof passkeySchema>
export const passkeysSchema = z.array(passkeySchema)
