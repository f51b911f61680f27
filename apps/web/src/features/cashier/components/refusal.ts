import { CashierError } from '@parlor/contract'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { SERVER_ERROR } from '@/components/form/submit-button'
import { isApiError } from '@/lib/api-client'

const AMOUNT_CODES = new Set<string>([CashierError.amountBelowMin, CashierError.amountAboveMax])

/**
 * Puts the server's refusal on the form: beside the amount when it is about the amount, above the
 * button otherwise. The envelope's message is already in the player's language (the server
 * translates by the Language header); only a failure that never reached it gets `fallback`.
 */
export function showRefusal<V extends FieldValues & { amount: string }>(
  form: UseFormReturn<V>,
  error: unknown,
  fallback: string,
) {
  const message = isApiError(error) && error.message ? error.message : fallback
  if (isApiError(error) && AMOUNT_CODES.has(error.errorCode))
    form.setError('amount' as Path<V>, { type: 'server', message })
  else form.setError(SERVER_ERROR as Path<V>, { type: 'server', message })
}
