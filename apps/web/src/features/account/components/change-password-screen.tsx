import type { RegisterSettings } from '@parlor/contract'
import { Button, Dialog, Toast } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useMerchantInfo } from '@/features/system/hooks/use-merchant-info'
import { clearMustChangePassword, readSavedLogin, useSession, writeSavedLogin } from '@/lib/storage'
import { useChangePassword } from '../api/change-password'
import { clearHeldPassword, readHeldPassword } from '../utils/held-password'
import { confirmProblem, newPasswordProblem, type PasswordProblem } from '../utils/password-rules'
import { looseT } from '../utils/translate'
import { PasswordInput } from './password-input'
import '@/features/auth/components/login-screen.css'
import './account.css'

const LOADING_MS = 10_000
const DONE_MS = 1_000

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword'

/**
 * `/m/changePsw` (accounts-and-access §Change password screen, §4 Change password). Also where a
 * first login or an expired password lands; the header's back arrow is the shell's (history back,
 * or home when the app was entered here).
 */
export function ChangePasswordScreen() {
  const session = useSession()
  if (!session) return <Navigate to={paths.home.path} replace />
  return <ChangePasswordForm userName={session.userName} />
}

function ChangePasswordForm({ userName }: { userName: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const settings = useMerchantInfo().register as RegisterSettings
  const [held] = useState(readHeldPassword)
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, PasswordProblem>>>({})
  const inputs = useRef(new Map<Field, HTMLInputElement | null>())
  const change = useChangePassword()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const validate = (): Partial<Record<Field, PasswordProblem>> => {
    const found: Partial<Record<Field, PasswordProblem>> = {}
    if (!held && !values.oldPassword) found.oldPassword = { messageKey: 'oldRequired' }
    const fresh = newPasswordProblem(settings, values.newPassword)
    if (fresh) found.newPassword = fresh
    const confirm = confirmProblem(values.newPassword, values.confirmNewPassword)
    if (confirm) found.confirmNewPassword = confirm
    return found
  }

  const send = async (oldPassword: string) => {
    Toast.show({ icon: 'loading', content: t('messages.in_please_wait'), duration: LOADING_MS })
    try {
      await change.mutateAsync({
        oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      })
    } catch {
      // accounts-and-access §4: on failure only the loading notice goes; the API client's toast says why.
      Toast.clear()
      return
    }
    Toast.show({ icon: 'success', content: t('account.passwordChanged'), duration: DONE_MS })
    const saved = readSavedLogin('username')
    if (saved && saved.username.toLowerCase() === userName.toLowerCase())
      writeSavedLogin({ ...saved, password: values.newPassword })
    clearHeldPassword()
    clearMustChangePassword()
    timer.current = setTimeout(() => navigate(paths.home.path, { replace: true }), DONE_MS)
  }

  const submit = () => {
    if (change.isPending) return
    const found = validate()
    setErrors(found)
    const first = (['oldPassword', 'newPassword', 'confirmNewPassword'] as const).find((f) => found[f])
    if (first) {
      inputs.current.get(first)?.focus()
      return
    }
    const oldPassword = held ?? values.oldPassword
    if (oldPassword === values.newPassword) {
      Dialog.alert({ content: t('account.modifyNewOldSame'), confirmText: t('account.ok') })
      return
    }
    void send(oldPassword)
  }

  const field = (name: Field, autoComplete: string) => (
    <PasswordInput
      name={name}
      label={looseT(t)(`account.field.${name}`)}
      value={values[name]}
      autoComplete={autoComplete}
      problem={errors[name]}
      inputRef={(el) => {
        inputs.current.set(name, el)
      }}
      onChange={(value) => {
        setValues((v) => ({ ...v, [name]: value }))
        if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }))
      }}
    />
  )

  return (
    <div className="account-page">
      <form
        className="login-form login-screen__card account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        {held && <p className="account-note">{t('account.setNewPasswordNote')}</p>}
        {!held && field('oldPassword', 'current-password')}
        {field('newPassword', 'new-password')}
        {field('confirmNewPassword', 'new-password')}
        <Button
          className="login-form__submit"
          type="submit"
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={change.isPending}
        >
          {t('account.submitChange')}
        </Button>
      </form>
    </div>
  )
}
