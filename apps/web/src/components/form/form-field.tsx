import type { InputHTMLAttributes, ReactNode } from 'react'
import { get, useFormContext, useFormState } from 'react-hook-form'
import { type FieldProblem, useFormSettings, useMessageText } from './form'
import './form-field.css'

/** What a field hands its control: the ids and states that tie the input to its label and message. */
export interface FieldControl {
  id: string
  placeholder: string
  'aria-label'?: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

export interface FormFieldProps {
  /** The react-hook-form name; its error shows under the field. */
  name: string
  /** The control's id; the message is `<id>-error`. */
  id: string
  label: string
  /** Icon-and-placeholder forms name the control with aria-label instead of a visible label. */
  labelHidden?: boolean
  /** A star before the visible label. */
  required?: boolean
  icon?: ReactNode
  /** Before the control, inside the box, and unlike the icon a control of its own (a dialling code). */
  prefix?: ReactNode
  /** After the control, inside the box (send-code button, show-password toggle, …). */
  suffix?: ReactNode
  /** Under the box, after the message (a character count, …). */
  hint?: ReactNode
  /** Text instead of the form's own error (a problem found outside the schema). */
  error?: string
  /** The native input's own attributes when no `render` is given. */
  inputProps?: InputHTMLAttributes<HTMLInputElement>
  /** A control other than a plain registered input (textarea, controlled widget, …). */
  render?: (control: FieldControl) => ReactNode
}

export const errorIdOf = (id: string) => `${id}-error`

/** The error message of one field, or nothing. */
export function FieldError({ name, id, error }: { name: string; id: string; error?: string }) {
  const text = useFieldErrorText(name, error)
  if (!text) return null
  return (
    <p id={errorIdOf(id)} className="form-field__error" role="alert">
      {text}
    </p>
  )
}

function useFieldErrorText(name: string, override: string | undefined): string | undefined {
  const { errors } = useFormState({ name })
  const messageText = useMessageText()
  if (override) return override
  const error: FieldProblem | undefined = get(errors, name)
  return error ? messageText(error, name) || undefined : undefined
}

/** Label, bordered box (icon, control, suffix) and message of one form field. */
export function FormField({
  name,
  id,
  label,
  labelHidden = false,
  required = false,
  icon,
  prefix,
  suffix,
  hint,
  error,
  inputProps,
  render,
}: FormFieldProps) {
  const { register, clearErrors } = useFormContext()
  const { clearOnEdit } = useFormSettings()
  const text = useFieldErrorText(name, error)
  const control: FieldControl = {
    id,
    placeholder: label,
    'aria-label': labelHidden ? label : undefined,
    'aria-invalid': text ? true : undefined,
    'aria-describedby': text ? errorIdOf(id) : undefined,
  }
  return (
    <div className="form-field">
      {!labelHidden && (
        <label className="form-field__label" htmlFor={id}>
          {required && (
            <span className="form-field__required" aria-hidden="true">
              *
            </span>
          )}
          {label}
        </label>
      )}
      <div className={text ? 'form-field__box form-field__box--invalid' : 'form-field__box'}>
        {icon && (
          <span className="form-field__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        {prefix}
        {render ? (
          render(control)
        ) : (
          <input
            className="form-field__input"
            {...control}
            {...inputProps}
            {...register(name, { onChange: clearOnEdit ? () => clearErrors(name) : undefined })}
          />
        )}
        {suffix}
      </div>
      {(text || hint) && (
        <div className="form-field__meta">
          <FieldError name={name} id={id} error={text} />
          {hint}
        </div>
      )}
    </div>
  )
}
