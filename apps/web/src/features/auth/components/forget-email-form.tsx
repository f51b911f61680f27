import { loginUsername, passwordEmailBodySchema, RECOVERY_EMAIL_PATTERN, RULE_LIMITS } from '@parlor/contract'
import { Toast } from 'antd-mobile'
import { MailOutline, UserOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { Form } from '@/components/form/form'
import { FormField } from '@/components/form/form-field'
import { SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { useSendPasswordEmail } from '../api/send-password-email'
import { useAccountForm } from '../hooks/use-account-form'
import { accountMessageText } from '../utils/password-rules'
import { looseT } from '../utils/translate'

const SENT_MS = 1_000

/**
 * The email form's rules (accounts-and-access §5): the login username rule; the server's email
 * rule narrowed to the 2-3-letter suffix a person is asked to type.
 */
const serverEmail = passwordEmailBodySchema.shape.email
const emailFormSchema = z.object({
  username: loginUsername,
  email: z
    .string()
    .trim()
    .refine(
      (email) => serverEmail.safeParse(email).success && RECOVERY_EMAIL_PATTERN.test(email),
      'in_email_incorrect',
    ),
})
type Values = z.input<typeof emailFormSchema>

/** Forgot password by email (accounts-and-access §Forgot password screen). */
export function ForgetEmailForm({ serviceLink }: { serviceLink: React.ReactNode }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { form, later } = useAccountForm<Values>(emailFormSchema, { username: '', email: '' })
  const send = useSendPasswordEmail()

  const onSubmit = async (values: Values) => {
    try {
      await send.mutateAsync(values)
    } catch {
      return
    }
    Toast.show({ icon: 'success', content: t('account.in_been_out'), duration: SENT_MS })
    later(() => {
      const idx = (window.history.state as { idx?: unknown } | null)?.idx
      if (typeof idx === 'number' && idx > 0) navigate(-1)
      else navigate(paths.login.path, { replace: true })
    }, SENT_MS)
  }

  const field = (name: keyof Values) => ({ name, id: `forget-${name}`, label: t(`account.field.${name}`) })
  const inputProps = { autoCapitalize: 'none', spellCheck: false }
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      messageText={accountMessageText(looseT(t))}
      clearOnEdit
      className="login-form account-form"
    >
      <p className="account-note">{t('account.emailNote')}</p>
      <FormField
        {...field('username')}
        labelHidden
        icon={<UserOutline />}
        inputProps={{ ...inputProps, type: 'text', maxLength: RULE_LIMITS.usernameMax }}
      />
      <FormField
        {...field('email')}
        labelHidden
        icon={<MailOutline />}
        inputProps={{ ...inputProps, type: 'email', maxLength: serverEmail.maxLength ?? undefined }}
      />
      <SubmitButton loading={send.isPending}>{t('account.retrieve')}</SubmitButton>
      {serviceLink}
    </Form>
  )
}
