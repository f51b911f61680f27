import { loginUsername, RECOVERY_EMAIL_PATTERN, RULE_LIMITS } from '@parlor/contract'
import { Button, Toast } from 'antd-mobile'
import { MailOutline, UserOutline } from 'antd-mobile-icons'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useSendPasswordEmail } from '../api/send-password-email'
import { looseT } from '../utils/translate'

const SENT_MS = 1_000

type Field = 'username' | 'email'

/** The email form's rules (accounts-and-access §5): the login username rule; the 2-3-letter email pattern. */
export function emailFormProblems(username: string, email: string): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {}
  const user = loginUsername.safeParse(username)
  if (!user.success) found.username = `rules.${user.error.issues[0]?.message ?? 'in_enter_username'}`
  if (!RECOVERY_EMAIL_PATTERN.test(email.trim())) found.email = 'account.in_email_incorrect'
  return found
}

/** Forgot password by email (accounts-and-access §Forgot password screen). */
export function ForgetEmailForm({ serviceLink }: { serviceLink: React.ReactNode }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const inputs = useRef(new Map<Field, HTMLInputElement | null>())
  const send = useSendPasswordEmail()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const submit = async () => {
    if (send.isPending) return
    const found = emailFormProblems(values.username, values.email)
    setErrors(found)
    const first = (['username', 'email'] as const).find((f) => found[f])
    if (first) {
      inputs.current.get(first)?.focus()
      return
    }
    try {
      await send.mutateAsync({ username: values.username.trim(), email: values.email.trim() })
    } catch {
      return
    }
    Toast.show({ icon: 'success', content: t('account.in_been_out'), duration: SENT_MS })
    timer.current = setTimeout(() => {
      const idx = (window.history.state as { idx?: unknown } | null)?.idx
      if (typeof idx === 'number' && idx > 0) navigate(-1)
      else navigate(paths.login.path, { replace: true })
    }, SENT_MS)
  }

  const field = (name: Field, icon: React.ReactNode, type: string) => (
    <div className="login-field">
      <div className={errors[name] ? 'login-field__box login-field__box--invalid' : 'login-field__box'}>
        <span className="login-field__icon" aria-hidden="true">
          {icon}
        </span>
        <input
          ref={(el) => {
            inputs.current.set(name, el)
          }}
          className="login-field__input"
          name={name}
          type={type}
          aria-label={t(`account.field.${name}`)}
          placeholder={t(`account.field.${name}`)}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={name === 'username' ? RULE_LIMITS.usernameMax : 254}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `forget-${name}-error` : undefined}
          value={values[name]}
          onChange={(e) => {
            setValues((v) => ({ ...v, [name]: e.target.value }))
            if (errors[name]) setErrors((x) => ({ ...x, [name]: undefined }))
          }}
        />
      </div>
      {errors[name] && (
        <p id={`forget-${name}-error`} className="login-field__error" role="alert">
          {looseT(t)(errors[name], { min: RULE_LIMITS.mobileMin })}
        </p>
      )}
    </div>
  )

  return (
    <form
      className="login-form account-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <p className="account-note">{t('account.emailNote')}</p>
      {field('username', <UserOutline />, 'text')}
      {field('email', <MailOutline />, 'email')}
      <Button
        className="login-form__submit"
        type="submit"
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={send.isPending}
      >
        {t('account.retrieve')}
      </Button>
      {serviceLink}
    </form>
  )
}
