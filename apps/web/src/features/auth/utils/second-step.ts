import { AccountProtectionErrorCode } from '@parlor/contract'
import { isApiError } from '@/lib/api-client'

/** What a `login_verify_required` answer offers (wire-contract §3.4, decisions 041 and 043). */
export interface SecondStep {
  challenge: string
  ga?: boolean | undefined
  passkey?: boolean | undefined
}

/** The second step a failed sign-in asks for, or null when it failed otherwise. */
export function secondStepOf(error: unknown): SecondStep | null {
  if (!isApiError(error) || error.errorCode !== AccountProtectionErrorCode.loginVerifyRequired) return null
  const value = error.value as { challenge?: unknown; ga?: unknown; passkey?: unknown } | null
  if (!value?.challenge) return null
  return { challenge: String(value.challenge), ga: value.ga === true, passkey: value.passkey === true }
}
