import { ErrorCode, type RegisterSettings } from '@parlor/contract'
import { Dialog, Toast } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { z } from 'zod'
import { Form } from '@/components/form/form'
import { PasswordField } from '@/components/form/password-field'
import { SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { isApiError } from '@/lib/api-client'
import { clearMustChangePassword, mustChangePassword, readSavedLogin, useSession, writeSavedLogin } from '@/lib/storage'
import { useChangePassword } from '../api/change-password'
import { useAccountForm } from '../hooks/use-account-form'
import { clearHeldPassword, readHeldPassword } from '../utils/held-password'
import { accountMessageText, passwordBounds, withConfirmation } from '../utils/password-rules'
import { looseT } from '../utils/translate'
import './login-screen.css'
import './account.css'

const LOADING_MS = 10_000
const DONE_MS = 1_000

interface Values {
  oldPassword: string
  newPassword: string
  confirmNewPassword: string
}

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
  // The old password is not asked for while the session holds one (accounts-and-access §Change
  // password screen): the default password of a mobile sign-up (sent for it), or the password
  // this session signed in with to its forced change (left out: the server accepts that change
  // once without it). Read once, so the field does not appear in the second before leaving.
  const [asksOld, setAsksOld] = useState(() => held === null && !mustChangePassword())
  const schema = useMemo(
    () => withConfirmation(settings, { oldPassword: asksOld ? z.string().min(1, 'oldRequired') : z.string() }),
    [settings, asksOld],
  )
  const { form, later } = useAccountForm<Values>(schema, { oldPassword: '', newPassword: '', confirmNewPassword: '' })
  const change = useChangePassword()

  const onSubmit = async (values: Values) => {
    const oldPassword = asksOld ? values.oldPassword : held
    if (oldPassword === values.newPassword) {
      Dialog.alert({
        'aria-label': t('screens.changePsw'),
        content: t('account.modifyNewOldSame'),
        confirmText: t('account.ok'),
      })
      return
    }
    Toast.show({ icon: 'loading', content: t('messages.in_please_wait'), duration: LOADING_MS })
    try {
      await change.mutateAsync({
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
        ...(oldPassword === null ? {} : { oldPassword }),
      })
    } catch (error) {
      // accounts-and-access §4: on failure only the loading notice goes; the API client's toast says why.
      Toast.clear()
      // The server no longer holds this session to a forced change: it is an ordinary one now.
      if (isApiError(error) && error.errorCode === ErrorCode.oldPasswordRequired) {
        clearMustChangePassword()
        setAsksOld(true)
      }
      return
    }
    Toast.show({ icon: 'success', content: t('account.passwordChanged'), duration: DONE_MS })
    const saved = readSavedLogin('username')
    if (saved && saved.username.toLowerCase() === userName.toLowerCase())
      writeSavedLogin({ ...saved, password: values.newPassword })
    clearHeldPassword()
    clearMustChangePassword()
    later(() => navigate(paths.home.path, { replace: true }), DONE_MS)
  }

  const field = (name: keyof Values) => ({ name, id: name, label: t(`account.field.${name}`) })
  return (
    <div className="account-page">
      <Form
        form={form}
        onSubmit={onSubmit}
        messageText={accountMessageText(looseT(t), passwordBounds(settings))}
        clearOnEdit
        className="login-form login-screen__card account-form"
      >
        {asksOld ? (
          <PasswordField {...field('oldPassword')} autoComplete="current-password" />
        ) : (
          <p className="account-note">{t('account.setNewPasswordNote')}</p>
        )}
        <PasswordField {...field('newPassword')} autoComplete="new-password" />
        <PasswordField {...field('confirmNewPassword')} autoComplete="new-password" />
        <SubmitButton loading={change.isPending}>{t('account.submitChange')}</SubmitButton>
      </Form>
    </div>
  )
}
