import type { RegisterSettings } from '@parlor/contract'
import { Button, Toast } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useMerchantInfo } from '@/features/system/hooks/use-merchant-info'
import { useResetPassword } from '../api/reset-password'
import { confirmProblem, newPasswordProblem, type PasswordProblem } from '../utils/password-rules'
import { looseT } from '../utils/translate'
import { PasswordInput } from './password-input'

const DONE_MS = 1_500

type Field = 'newPassword' | 'confirmNewPassword'

/** `/m/forget?reset=<token>`: the page the emailed link opens (decision 010). */
export function ResetLinkForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const settings = useMerchantInfo().register as RegisterSettings
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirmNewPassword: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, PasswordProblem>>>({})
  const inputs = useRef(new Map<Field, HTMLInputElement | null>())
  const reset = useResetPassword()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const submit = async () => {
    if (reset.isPending) return
    const found: Partial<Record<Field, PasswordProblem>> = {}
    const fresh = newPasswordProblem(settings, values.newPassword)
    if (fresh) found.newPassword = fresh
    const confirm = confirmProblem(values.newPassword, values.confirmNewPassword)
    if (confirm) found.confirmNewPassword = confirm
    setErrors(found)
    const first = (['newPassword', 'confirmNewPassword'] as const).find((f) => found[f])
    if (first) {
      inputs.current.get(first)?.focus()
      return
    }
    try {
      await reset.mutateAsync({ token, ...values })
    } catch {
      return
    }
    Toast.show({ icon: 'success', content: t('account.passwordChanged'), duration: DONE_MS })
    timer.current = setTimeout(() => navigate(paths.login.path, { replace: true }), DONE_MS)
  }

  return (
    <form
      className="login-form account-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <p className="account-note">{t('account.resetNote')}</p>
      {(['newPassword', 'confirmNewPassword'] as const).map((name) => (
        <PasswordInput
          key={name}
          name={name}
          label={looseT(t)(`account.field.${name}`)}
          value={values[name]}
          autoComplete="new-password"
          problem={errors[name]}
          inputRef={(el) => {
            inputs.current.set(name, el)
          }}
          onChange={(value) => {
            setValues((v) => ({ ...v, [name]: value }))
            if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }))
          }}
        />
      ))}
      <Button
        className="login-form__submit"
        type="submit"
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={reset.isPending}
      >
        {t('account.submitChange')}
      </Button>
    </form>
  )
}
