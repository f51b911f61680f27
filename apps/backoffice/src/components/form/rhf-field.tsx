import { ErrorCode } from '@parlor/contract'
import { Form } from 'antd'
import type { ReactNode } from 'react'
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseFormSetError,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api-client'

/**
 * One antd form item bound to a react-hook-form field (the back office's only way to put an input
 * in a form): label, required mark, and the field's error under it. A zod message that names an
 * i18n key under `validation.` (`default_not_offered` → `validation.default_not_offered`) is
 * translated; any other message is shown as it is.
 */
export function RhfField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  required,
  extra,
  children,
}: {
  control: Control<T>
  name: N
  label?: ReactNode
  required?: boolean
  extra?: ReactNode
  children: (field: ControllerRenderProps<T, N>) => ReactNode
}) {
  const { t, i18n } = useTranslation()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const raw = fieldState.error?.message
        const help = raw ? (i18n.exists(`validation.${raw}`) ? t(`validation.${raw}`) : raw) : undefined
        return (
          <Form.Item
            label={label}
            required={required}
            extra={extra}
            validateStatus={fieldState.error ? 'error' : undefined}
            help={help}
            htmlFor={name}
          >
            {children(field)}
          </Form.Item>
        )
      }}
    />
  )
}

/**
 * Puts a refused save's message under the field it names (a 400 `request_param_err` whose detail
 * starts with the field's path, or any refusal whose `value.field` names it). True when a field took it; the caller shows the rest as a toast.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false
  // A rule the schema cannot express (invalid_settings and the like) names its field in `value.field`.
  const named = (error.value as { field?: unknown } | null | undefined)?.field
  if (typeof named === 'string') {
    const top = fields.find((f) => named === f || named.startsWith(`${f}.`))
    if (!top) return false
    setError(named as FieldPath<T>, { type: 'server', message: error.message })
    return true
  }
  if (error.errorCode !== ErrorCode.requestParam) return false
  const field = fields.find((f) => new RegExp(`(^|[\\s:])${f}(\\.|\\s|$)`).test(error.message))
  if (!field) return false
  setError(field as FieldPath<T>, { type: 'server', message: error.message })
  return true
}
