import { zodResolver } from '@hookform/resolvers/zod'
import { WITHDRAW_PASSWORD_PATTERN } from '@parlor/contract'
import { Button, Tabs, Toast } from 'antd-mobile'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { Form } from '@/components/form/form'
import { FormField } from '@/components/form/form-field'
import { PasswordField } from '@/components/form/password-field'
import { SERVER_ERROR, SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { useCustomerSecurityQuestions } from '../api/get-customer-security-questions'
import { useHasWithdrawPassword } from '../api/get-has-withdraw-password'
import { useResetWithdrawPassword } from '../api/reset-withdraw-password'
import { useSendWithdrawPasswordSms } from '../api/send-withdraw-password-sms'
import { useSetWithdrawPassword } from '../api/set-withdraw-password'
import { isPasswordRefusal, refusalText, ruleMessages } from '../utils/errors'
import { WithdrawCard, WithdrawLoadFailed } from './withdraw-card'
import { RealMemberOnly } from '@/components/layout/real-member-only'
import './withdraw.css'

/** A once-a-second countdown (the sign-in SMS forms' own, handed in by the route). */
export interface Countdown {
  secondsLeft: number
  running: boolean
  start: (seconds: number) => void
}

export interface WithdrawPasswordScreenProps {
  /** The member's bound mobile, masked (security settings); null when none, undefined while it loads. */
  mobile: string | null | undefined
  countdown: Countdown
}

/** Seconds before another reset code may be asked for, as the sign-in SMS button waits. */
const RESEND_SECONDS = 60

const sixDigits = z.string().regex(WITHDRAW_PASSWORD_PATTERN, 'format')
const matching = <T extends { newPassword: string; confirmPassword: string }>(v: T) =>
  v.newPassword === v.confirmPassword
const confirmIssue = { message: 'mismatch', path: ['confirmPassword'] }

// Messages are i18n keys under `withdraw.pw.errors`.
const setSchema = z.object({ newPassword: sixDigits, confirmPassword: z.string() }).refine(matching, confirmIssue)
const changeSchema = z
  .object({ oldPassword: sixDigits, newPassword: sixDigits, confirmPassword: z.string() })
  .refine(matching, confirmIssue)
const resetSchema = z
  .object({
    verificationCode: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/, 'code'),
    newPassword: sixDigits,
    confirmPassword: z.string(),
    // One per security question the member has set (decision 045); none for members without.
    answers: z.array(z.string().trim().min(1, 'answer').max(64, 'answer')),
  })
  .refine(matching, confirmIssue)

type SetValues = z.input<typeof setSchema>
type ChangeValues = z.input<typeof changeSchema>
type ResetValues = z.input<typeof resetSchema>

const digits = { inputMode: 'numeric', maxLength: 6 } as const

function NewPasswordFields({ prefix }: { prefix: string }) {
  const { t } = useTranslation()
  return (
    <>
      <PasswordField
        name="newPassword"
        id={`${prefix}-new`}
        label={t('withdraw.pw.new')}
        autoComplete="new-password"
        inputProps={digits}
      />
      <PasswordField
        name="confirmPassword"
        id={`${prefix}-confirm`}
        label={t('withdraw.pw.confirm')}
        autoComplete="new-password"
        inputProps={digits}
      />
    </>
  )
}

function SetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const call = useSetWithdrawPassword()
  const form = useForm<SetValues>({
    resolver: zodResolver(setSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })
  const onSubmit = async (v: SetValues) => {
    try {
      await call.mutateAsync({ newPassword: v.newPassword, confirmPassword: v.confirmPassword })
      onDone()
    } catch (error) {
      form.setError(SERVER_ERROR, { type: 'server', message: refusalText(error, t) })
    }
  }
  return (
    <Form form={form} onSubmit={onSubmit} messageText={ruleMessages(t, 'withdraw.pw.errors')} className="wd__form">
      <p className="wd__hint">{t('withdraw.pw.setIntro')}</p>
      <NewPasswordFields prefix="pw-set" />
      <SubmitButton compact loading={call.isPending}>
        {t('withdraw.pw.setSubmit')}
      </SubmitButton>
    </Form>
  )
}

function ChangeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const call = useSetWithdrawPassword()
  const form = useForm<ChangeValues>({
    resolver: zodResolver(changeSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  })
  const onSubmit = async (v: ChangeValues) => {
    try {
      await call.mutateAsync(v)
      onDone()
    } catch (error) {
      const message = refusalText(error, t)
      if (isPasswordRefusal(error)) form.setError('oldPassword', { type: 'server', message }, { shouldFocus: true })
      else form.setError(SERVER_ERROR, { type: 'server', message })
    }
  }
  return (
    <Form form={form} onSubmit={onSubmit} messageText={ruleMessages(t, 'withdraw.pw.errors')} className="wd__form">
      <PasswordField
        name="oldPassword"
        id="pw-old"
        label={t('withdraw.pw.old')}
        autoComplete="current-password"
        inputProps={digits}
      />
      <NewPasswordFields prefix="pw-change" />
      <SubmitButton compact loading={call.isPending}>
        {t('withdraw.pw.changeSubmit')}
      </SubmitButton>
    </Form>
  )
}

/** The reset form once the member's security questions are known: their answers are asked too. */
function ResetForm(props: WithdrawPasswordScreenProps & { onDone: () => void }) {
  const { t } = useTranslation()
  const questions = useCustomerSecurityQuestions()
  if (questions.isPending) return <p className="wd__hint">{t('common.loading')}</p>
  if (questions.isError) return <WithdrawLoadFailed error={questions.error} />
  return <ResetFields {...props} questions={questions.data.questions} />
}

function ResetFields({
  mobile,
  countdown,
  onDone,
  questions,
}: WithdrawPasswordScreenProps & { onDone: () => void; questions: { id: number; question: string }[] }) {
  const { t } = useTranslation()
  const send = useSendWithdrawPasswordSms()
  const call = useResetWithdrawPassword()
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    defaultValues: { verificationCode: '', newPassword: '', confirmPassword: '', answers: questions.map(() => '') },
  })
  const sendCode = async () => {
    if (countdown.running || send.isPending) return
    try {
      const { mobile: to } = await send.mutateAsync()
      countdown.start(RESEND_SECONDS)
      Toast.show({ icon: 'success', content: t('withdraw.pw.codeSent', { mobile: to }) })
      form.setFocus('verificationCode')
    } catch {
      // The global handler shows the server's reason (no mobile bound, too many codes, …).
    }
  }
  const onSubmit = async (v: ResetValues) => {
    try {
      const { answers, ...rest } = v
      await call.mutateAsync({
        ...rest,
        verificationCode: v.verificationCode.trim(),
        ...(questions.length
          ? { securityAnswers: questions.map((q, i) => ({ questionId: q.id, answer: answers[i]?.trim() ?? '' })) }
          : {}),
      })
      onDone()
    } catch (error) {
      form.setError(SERVER_ERROR, { type: 'server', message: refusalText(error, t) })
    }
  }
  if (mobile === null) return <p className="wd__notice">{t('withdraw.pw.noMobile')}</p>
  return (
    <Form form={form} onSubmit={onSubmit} messageText={ruleMessages(t, 'withdraw.pw.errors')} className="wd__form">
      <p className="wd__hint">{mobile ? t('withdraw.pw.resetIntro', { mobile }) : t('withdraw.pw.resetIntroPlain')}</p>
      <FormField
        name="verificationCode"
        id="pw-code"
        label={t('withdraw.pw.code')}
        inputProps={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 8 }}
        suffix={
          <Button
            size="small"
            color="primary"
            fill="outline"
            shape="rounded"
            disabled={countdown.running || send.isPending}
            onClick={() => {
              void sendCode()
            }}
          >
            {countdown.running ? t('auth.resendIn', { seconds: countdown.secondsLeft }) : t('auth.sendCode')}
          </Button>
        }
      />
      {questions.length > 0 && <p className="wd__hint">{t('withdraw.pw.answersIntro')}</p>}
      {questions.map((q, i) => (
        <FormField
          key={q.id}
          name={`answers.${i}`}
          id={`pw-answer-${q.id}`}
          label={q.question}
          inputProps={{ maxLength: 64, autoComplete: 'off' }}
        />
      ))}
      <NewPasswordFields prefix="pw-reset" />
      <SubmitButton compact loading={call.isPending}>
        {t('withdraw.pw.resetSubmit')}
      </SubmitButton>
    </Form>
  )
}

function WithdrawPassword(props: WithdrawPasswordScreenProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const has = useHasWithdrawPassword()
  const from = (location.state as { from?: unknown } | null)?.from

  const onDone = () => {
    Toast.show({ icon: 'success', content: t('withdraw.pw.saved') })
    // Came here to withdraw (or bind a card): carry on there.
    navigate(typeof from === 'string' && from.startsWith('/m/') ? from : paths.securityCenter.path, { replace: true })
  }

  if (has.isPending) return <p className="wd wd__hint">{t('common.loading')}</p>
  if (has.isError) return <WithdrawLoadFailed error={has.error} />
  if (!has.data.hasPassword)
    return (
      <div className="wd">
        <WithdrawCard title={t('withdraw.pw.setTitle')}>
          <SetForm onDone={onDone} />
        </WithdrawCard>
      </div>
    )
  const mode = params.get('mode') === 'reset' ? 'reset' : 'change'
  return (
    <div className="wd">
      <section className="wd__card">
        <Tabs
          activeKey={mode}
          onChange={(key) =>
            setParams(key === 'reset' ? { mode: 'reset' } : {}, { replace: true, state: location.state })
          }
        >
          <Tabs.Tab title={t('withdraw.pw.changeTitle')} key="change">
            <ChangeForm onDone={onDone} />
          </Tabs.Tab>
          <Tabs.Tab title={t('withdraw.pw.resetTitle')} key="reset">
            <ResetForm {...props} onDone={onDone} />
          </Tabs.Tab>
        </Tabs>
      </section>
    </div>
  )
}

/** The withdrawal password: set it, change it, or reset it with an SMS code to the bound mobile. */
export function WithdrawPasswordScreen(props: WithdrawPasswordScreenProps) {
  return <RealMemberOnly>{() => <WithdrawPassword {...props} />}</RealMemberOnly>
}
