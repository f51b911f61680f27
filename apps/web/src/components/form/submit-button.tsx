import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useFormState } from 'react-hook-form'
import './form-field.css'

/** Where a refusal that names no field goes: `setError(SERVER_ERROR, …)` shows it above the button. */
export const SERVER_ERROR = 'root.server'

/**
 * The submit button of every form: disabled while the submit runs (so a second tap or Enter
 * cannot send twice), spinning while `loading` (the call itself), with the server's refusal
 * that names no field just above it.
 */
export function SubmitButton({
  children,
  loading = false,
  disabled = false,
  compact = false,
}: {
  children: ReactNode
  loading?: boolean
  disabled?: boolean
  /** In a card or popup: the regular size instead of the large rounded page button. */
  compact?: boolean
}) {
  const { isSubmitting, errors } = useFormState()
  const serverError = errors.root?.server?.message
  return (
    <>
      {serverError && (
        <p className="form-field__error form-submit__error" role="alert">
          {serverError}
        </p>
      )}
      <Button
        className="form-submit"
        type="submit"
        block
        color="primary"
        shape={compact ? 'default' : 'rounded'}
        size={compact ? 'middle' : 'large'}
        loading={loading}
        disabled={disabled || isSubmitting}
      >
        {children}
      </Button>
    </>
  )
}
