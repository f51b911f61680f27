import { z } from 'zod'

/**
 * Back-office staff: roles, what each may do, and the sign-in shapes (decision 027). The server
 * checks a call's `permission` (route-def.ts) against the caller's role and the merchant against
 * the caller's scope; the back office only hides what a role cannot do.
 */

export const STAFF_ROLES = ['owner', 'admin', 'finance', 'risk', 'support', 'content', 'readOnly'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const PERMISSIONS = [
  'merchants.read',
  'merchants.write',
  'content.read',
  'content.write',
  'games.read',
  'games.write',
  'members.read',
  /** Disable/enable, mark as test, reset password, revoke sessions. */
  'members.write',
  /** Request a balance adjustment (applied at once up to the merchant's threshold). */
  'members.adjust',
  /** Approve or reject another staff member's adjustment above the threshold. */
  'members.approve',
  'cashier.read',
  /** Confirm/reject deposits, approve/reject/settle withdrawals. */
  'cashier.review',
  /** Channels, limits, reconciliation. */
  'cashier.settings',
  'messages.read',
  'messages.write',
  'promotions.read',
  /** Set up promotions and their rewards, which are paid from the merchant's promotions account. */
  'promotions.write',
  'agents.read',
  'reports.read',
  'audit.read',
  'staff.read',
  'staff.write',
  /** The development SMS and mail outboxes. */
  'system.outbox',
] as const
export type Permission = (typeof PERMISSIONS)[number]

const READS = PERMISSIONS.filter((p) => p.endsWith('.read') && p !== 'audit.read' && p !== 'staff.read')

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS,
  finance: [
    ...READS,
    'members.adjust',
    'members.approve',
    'cashier.review',
    'cashier.settings',
    'promotions.write',
    'audit.read',
  ],
  risk: [...READS, 'members.write', 'cashier.review', 'audit.read'],
  support: [...READS, 'members.write', 'messages.write'],
  content: [...READS, 'content.write', 'games.write', 'messages.write', 'promotions.write'],
  readOnly: READS,
}

export const roleCan = (role: StaffRole, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission)

/** Only an owner creates, changes or removes owners and admins; an admin manages the other roles. */
export const MANAGED_BY_ADMIN: readonly StaffRole[] = ['finance', 'risk', 'support', 'content', 'readOnly']

export const StaffErrorCode = {
  unauthorized: 'staff_unauthorized',
  forbidden: 'staff_forbidden',
  outOfScope: 'staff_out_of_scope',
  badCredentials: 'staff_bad_credentials',
  badOtp: 'staff_bad_otp',
  ticketExpired: 'staff_ticket_expired',
  locked: 'staff_locked',
  disabled: 'staff_disabled',
  usernameTaken: 'staff_username_taken',
  notFound: 'staff_not_found',
  ownerRequired: 'staff_owner_required',
  lastOwner: 'staff_last_owner',
  sameApprover: 'adjustment_same_approver',
  adjustmentState: 'adjustment_not_pending',
  insufficientBalance: 'adjustment_insufficient_balance',
  merchantNotFound: 'merchant_not_found',
  memberNotFound: 'member_not_found',
  notFound404: 'not_found',
  invalidSettings: 'invalid_settings',
} as const

export const staffUsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{2,31}$/)
/** Staff passwords: 12–128 characters; common passwords refused by the server. */
export const staffPasswordSchema = z.string().min(12).max(128)
const otpCode = z.string().regex(/^\d{6}$/)
/** Ten recovery codes are issued at enrolment; each `xxxxx-xxxxx`, usable once. */
const recoveryCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/)

export const staffLoginBodySchema = z.object({ username: staffUsernameSchema, password: z.string().min(1).max(128) })

/**
 * The password was right: the second step follows with the ticket (5 minutes, one use). A staff
 * member without TOTP yet gets the enrolment secret and its QR code (an SVG data URL) instead.
 */
export const staffLoginAnswerSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('otp'), ticket: z.string() }),
  z.object({
    step: z.literal('enrol'),
    ticket: z.string(),
    secret: z.string(),
    otpauthUrl: z.string(),
    qrDataUrl: z.string(),
  }),
])

/** `code` is the authenticator's six digits, or one recovery code. */
export const staffOtpBodySchema = z.object({
  ticket: z.string().min(10).max(200),
  code: z.union([otpCode, recoveryCode]),
})
export const staffEnrolBodySchema = z.object({ ticket: z.string().min(10).max(200), code: otpCode })

export const staffScopeSchema = z.union([z.literal('all'), z.array(z.string().min(1).max(64)).min(1).max(500)])

/** Who is signed in; the session itself travels in the HttpOnly `parlor_bo` cookie. */
export const staffMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Merchant codes, or `all`. */
  merchants: staffScopeSchema,
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Recovery codes left unused. */
  recoveryCodesLeft: z.number().int(),
  /** Idle minutes after which the session ends. */
  idleMinutes: z.number().int(),
})
export type StaffMe = z.infer<typeof staffMeSchema>

export const staffSignedInSchema = z.object({
  me: staffMeSchema,
  /** Only right after enrolment (or regeneration): shown once, never again. */
  recoveryCodes: z.array(z.string()).optional(),
})

export const staffRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })
export const staffRegenerateBodySchema = z.object({ code: otpCode })

// --- staff management ---------------------------------------------------------------------

export const staffRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  merchants: staffScopeSchema,
  status: z.enum(['active', 'disabled']),
  totpEnrolled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
})
export type StaffRow = z.infer<typeof staffRowSchema>
export const staffListSchema = z.array(staffRowSchema)

export const staffCreateBodySchema = z
  .object({
    username: staffUsernameSchema,
    displayName: z.string().trim().min(1).max(60),
    role: z.enum(STAFF_ROLES),
    merchants: staffScopeSchema,
    /** A first password the new staff member signs in with; TOTP enrolment follows. */
    password: staffPasswordSchema,
  })
  .strict()
export const staffPatchBodySchema = z
  .object({
    displayName: z.string().trim().min(1).max(60),
    role: z.enum(STAFF_ROLES),
    merchants: staffScopeSchema,
    status: z.enum(['active', 'disabled']),
    password: staffPasswordSchema,
    /** Clears TOTP and recovery codes: the next sign-in enrols again. */
    resetTotp: z.literal(true),
  })
  .partial()
  .strict()
export const staffIdParamsSchema = z.object({ id: z.coerce.number().int().positive() })

/** An API key for scripts calling the operator API in `X-Admin-Token`; the secret is shown once. */
export const apiKeyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  merchants: staffScopeSchema,
  /** First characters of the key, to recognise it. */
  prefix: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
})
export const apiKeyListSchema = z.array(apiKeyRowSchema)
export const apiKeyCreateBodySchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    role: z.enum(STAFF_ROLES).exclude(['owner']),
    merchants: staffScopeSchema,
  })
  .strict()
export const apiKeyCreatedSchema = apiKeyRowSchema.extend({ secret: z.string() })
