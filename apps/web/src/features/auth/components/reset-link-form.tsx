import type { RegisterSettings } from '@parlor/contract'
import { Toast } from 'antd-mobile'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Form } from '@/components/form/form'
import { PasswordField } from '@/components/form/password-field'
import { SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { useResetPassword } from '../api/reset-password'
import { useAccountForm } from '../hooks/use-account-form'
import { accountMessageText, passwordBounds, withConfirmation } from '../utils/password-rules'
import { looseT } from '../utils/translate'

const DONE_MS = 1_500

interface Values {
  newPassword: string
  confirmNewPassword: string
}

/** `/m/forget?reset=<token>`: the page the emailed link opens (decision 010). */
export function ResetLinkForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const settings = useMerchantInfo().register as RegisterSettings
  const schema = useMemo(() => withConfirmation(settings, {}), [settings])
  const { form, later } = useAccountForm<Values>(schema, { newPassword: '', confirmNewPassword: '' })
  const reset = useResetPassword()

  const onSubmit = async (values: Values) => {
    try {
      await reset.mutateAsync({ token, ...values })
    } catch {
      return
    }
    Toast.show({ icon: 'success', content: t('account.passwordChanged'), duration: DONE_MS })
    later(() => navigate(paths.login.path, { replace: true }), DONE_MS)
  }

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      messageText={accountMessageText(looseT(t), passwordBounds(settings))}
      clearOnEdit
      className="login-form account-form"
    >
      <p className="account-note">{t('account.resetNote')}</p>
      {(['newPassword', 'confirmNewPassword'] as const).map((name) => (
        <PasswordField
          key={name}
          name={name}
          id={name}
          label={t(`account.field.${name}`)}
          autoComplete="new-password"
        />
      ))}
      <SubmitButton loading={reset.isPending}>{t('account.submitChange')}</SubmitButton>
    </Form>
  )
}
