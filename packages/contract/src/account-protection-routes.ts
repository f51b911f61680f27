import { z } from 'zod'
import {
  activeSessionsSchema,
  loginHistorySchema,
  loginVerificationBodySchema,
  passkeyCreationOptionsSchema,
  passkeyLoginBodySchema,
  passkeyOptionsBodySchema,
  passkeyRegisterBodySchema,
  passkeyRegisterOptionsBodySchema,
  passkeyRemoveBodySchema,
  passkeyRequestOptionsSchema,
  passkeySchema,
  passkeysSchema,
  recoveryCodesSchema,
  revokedCountSchema,
  totpConfirmBodySchema,
  totpDisableBodySchema,
  totpSetupBodySchema,
  totpSetupSchema,
  totpStatusSchema,
} from './account-protection.ts'
import { def } from './route-def.ts'
import { loginAnswerSchema } from './session.ts'

/** Two-step sign-in and the security centre's sessions and history (decision 041). */
export const accountProtectionRoutes = {
  /** The second step of a sign-in that answered `login_verify_required` (wire-contract §3.4). */
  sessionLoginVerification: def({
    method: 'POST',
    path: '/wps/session/login/verification',
    moduleId: 'LOGINIPVERF3',
    body: loginVerificationBodySchema,
    value: loginAnswerSchema,
    encrypted: true,
  }),
  totpStatus: def({ method: 'GET', path: '/wps/member/security/totp', value: totpStatusSchema, auth: 'realMember' }),
  /** A new secret (replacing one not yet confirmed); two-step sign-in starts only after confirm. */
  totpSetup: def({
    method: 'POST',
    path: '/wps/member/security/totp/setup',
    body: totpSetupBodySchema,
    value: totpSetupSchema,
    encrypted: true,
    auth: 'realMember',
  }),
  totpConfirm: def({
    method: 'POST',
    path: '/wps/member/security/totp/confirm',
    body: totpConfirmBodySchema,
    value: recoveryCodesSchema,
    auth: 'realMember',
  }),
  totpDisable: def({
    method: 'POST',
    path: '/wps/member/security/totp/disable',
    body: totpDisableBodySchema,
    value: z.null(),
    encrypted: true,
    auth: 'realMember',
  }),
  /** WebAuthn request options: the second step's (with `challenge`) or password-free sign-in's (decision 043). */
  passkeyOptions: def({
    method: 'POST',
    path: '/wps/session/passkey/options',
    body: passkeyOptionsBodySchema,
    value: passkeyRequestOptionsSchema,
  }),
  /** Password-free sign-in with a passkey: answered like `POST /wps/session/login`. */
  passkeyLogin: def({
    method: 'POST',
    path: '/wps/session/passkey/login',
    body: passkeyLoginBodySchema,
    value: loginAnswerSchema,
  }),
  passkeys: def({ method: 'GET', path: '/wps/member/security/passkeys', value: passkeysSchema, auth: 'realMember' }),
  /** Creation options for a new passkey, after the sign-in password. */
  passkeyRegisterOptions: def({
    method: 'POST',
    path: '/wps/member/security/passkeys/options',
    body: passkeyRegisterOptionsBodySchema,
    value: passkeyCreationOptionsSchema,
    encrypted: true,
    auth: 'realMember',
  }),
  passkeyRegister: def({
    method: 'POST',
    path: '/wps/member/security/passkeys',
    body: passkeyRegisterBodySchema,
    value: passkeySchema,
    auth: 'realMember',
  }),
  passkeyRemove: def({
    method: 'POST',
    path: '/wps/member/security/passkeys/remove',
    body: passkeyRemoveBodySchema,
    value: z.null(),
    encrypted: true,
    auth: 'realMember',
  }),
  activeSessions: def({
    method: 'GET',
    path: '/wps/member/security/sessions',
    value: activeSessionsSchema,
    auth: 'member',
  }),
  /** Signs out every session of the member but the caller's. */
  revokeOtherSessions: def({
    method: 'POST',
    path: '/wps/member/security/sessions/revokeOthers',
    value: revokedCountSchema,
    auth: 'member',
  }),
  loginHistory: def({
    method: 'GET',
    path: '/wps/member/security/loginHistory',
    value: loginHistorySchema,
    auth: 'member',
  }),
} as const
