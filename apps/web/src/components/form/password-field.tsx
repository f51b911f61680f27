import { EyeInvisibleOutline, EyeOutline, LockOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField, type FormFieldProps } from './form-field'

export type PasswordFieldProps = Omit<FormFieldProps, 'icon' | 'suffix' | 'render'> & {
  autoComplete: 'current-password' | 'new-password'
  /** Without the show/hide toggle (registration asks twice instead). */
  toggle?: boolean
}

/** A password field with a lock icon and, unless told otherwise, a show/hide toggle. */
export function PasswordField({ autoComplete, toggle = true, inputProps, ...field }: PasswordFieldProps) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <FormField
      {...field}
      icon={toggle ? <LockOutline /> : undefined}
      inputProps={{ ...inputProps, type: visible ? 'text' : 'password', autoComplete }}
      suffix={
        toggle && (
          <button
            type="button"
            className="form-field__action"
            aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOutline aria-hidden="true" /> : <EyeInvisibleOutline aria-hidden="true" />}
          </button>
        )
      }
    />
  )
}
