import { EyeInvisibleOutline, EyeOutline, LockOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PasswordProblem } from '../utils/password-rules'
import { looseT, type Translate } from '../utils/translate'

/** Translates a password problem; `(min)` and `(max)` in the text take the rule's bounds. */
export function problemText(t: Translate, problem: PasswordProblem): string {
  return t(`account.${problem.messageKey}`)
    .replaceAll('(min)', String(problem.min ?? ''))
    .replaceAll('(max)', String(problem.max ?? ''))
}

/** A password field of the account screens: label, show/hide toggle and its message. */
export function PasswordInput({
  name,
  label,
  value,
  autoComplete,
  problem,
  inputRef,
  onChange,
  hideLabel = false,
}: {
  name: string
  label: string
  value: string
  autoComplete: string
  problem: PasswordProblem | undefined
  inputRef: (el: HTMLInputElement | null) => void
  onChange: (value: string) => void
  /** In a form whose other fields show no label either (icon and placeholder only). */
  hideLabel?: boolean
}) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  const errorId = `${name}-error`
  return (
    <div className="login-field">
      {!hideLabel && (
        <label className="account-label" htmlFor={name}>
          {label}
        </label>
      )}
      <div className={problem ? 'login-field__box login-field__box--invalid' : 'login-field__box'}>
        <span className="login-field__icon" aria-hidden="true">
          <LockOutline />
        </span>
        <input
          id={name}
          ref={inputRef}
          name={name}
          className="login-field__input"
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-label={hideLabel ? label : undefined}
          placeholder={label}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="login-field__action"
          aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOutline aria-hidden="true" /> : <EyeInvisibleOutline aria-hidden="true" />}
        </button>
      </div>
      {problem && (
        <p id={errorId} className="login-field__error" role="alert">
          {problemText(looseT(t), problem)}
        </p>
      )}
    </div>
  )
}
