import { zodResolver } from '@hookform/resolvers/zod'
import { WITHDRAW_PASSWORD_PATTERN } from '@parlor/contract'
import { Toast } from 'antd-mobile'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { z } from 'zod'
import { Form } from '@/components/form/form'
import { FormField } from '@/components/form/form-field'
import { paths } from '@/config/paths'
import { SERVER_ERROR, SubmitButton } from '@/components/form/submit-button'
import { useCustomerSecurityQuestions } from '../api/get-customer-security-questions'
import { useHasWithdrawPassword } from '../api/get-has-withdraw-password'
import { useSecurityQuestions } from '../api/get-security-questions'
import { useSetCustomerSecurityQuestions } from '../api/set-customer-security-questions'
import { isPasswordRefusal, refusalText, ruleMessages } from '../utils/errors'
import { WithdrawCard, WithdrawLoadFailed } from './withdraw-card'
import { SelectField, WithdrawPasswordField } from './withdraw-fields'
import { RealMemberOnly } from '@/components/layout/real-member-only'
import './withdraw.css'

// Messages are i18n keys under `withdraw.questions.errors`.
const questionsSchema = (needsPassword: boolean) =>
  z
    .object({
      first: z.string().min(1, 'choose'),
      firstAnswer: z.string().trim().min(1, 'answer').max(64, 'answerLong'),
      second: z.string().min(1, 'choose'),
      secondAnswer: z.string().trim().min(1, 'answer').max(64, 'answerLong'),
      withdrawPassword: needsPassword ? z.string().regex(WITHDRAW_PASSWORD_PATTERN, 'password') : z.string().optional(),
    })
    .refine((v) => v.first === '' || v.first !== v.second, { message: 'different', path: ['second'] })
type Values = z.input<ReturnType<typeof questionsSchema>>

function QuestionsForm({
  catalogue,
  replacing,
  needsPassword,
}: {
  catalogue: { id: number; question: string }[]
  replacing: boolean
  needsPassword: boolean
}) {
  const { t } = useTranslation()
  const call = useSetCustomerSecurityQuestions()
  const form = useForm<Values>({
    resolver: zodResolver(questionsSchema(needsPassword)),
    defaultValues: { first: '', firstAnswer: '', second: '', secondAnswer: '', withdrawPassword: '' },
  })
  const onSubmit = async (v: Values) => {
    try {
      await call.mutateAsync({
        answers: [
          { questionId: Number(v.first), answer: v.firstAnswer.trim() },
          { questionId: Number(v.second), answer: v.secondAnswer.trim() },
        ],
        withdrawPassword: needsPassword ? v.withdrawPassword : undefined,
      })
    } catch (error) {
      const message = refusalText(error, t)
      if (isPasswordRefusal(error)) form.setError('withdrawPassword', { type: 'server', message })
      else form.setError(SERVER_ERROR, { type: 'server', message })
      return
    }
    Toast.show({ icon: 'success', content: t('withdraw.questions.saved') })
    form.reset()
  }
  const choices = catalogue.map((q) => ({ value: String(q.id), label: q.question }))
  // Each slot: which question, then its answer.
  const slot = (name: 'first' | 'second', question: string, answer: string) => (
    <>
      <SelectField
        name={name}
        id={`q-${name}`}
        label={question}
        placeholder={t('withdraw.questions.choose')}
        options={choices}
      />
      <FormField name={`${name}Answer`} id={`q-${name}-answer`} label={answer} inputProps={{ autoComplete: 'off' }} />
    </>
  )
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      messageText={ruleMessages(t, 'withdraw.questions.errors')}
      className="wd__form"
    >
      {slot('first', t('withdraw.questions.first'), t('withdraw.questions.answer1'))}
      {slot('second', t('withdraw.questions.second'), t('withdraw.questions.answer2'))}
      {needsPassword && <WithdrawPasswordField id="q-password" />}
      <SubmitButton compact loading={call.isPending}>
        {t(replacing ? 'withdraw.questions.replace' : 'withdraw.questions.save')}
      </SubmitButton>
    </Form>
  )
}

function SecurityQuestions() {
  const { t } = useTranslation()
  const catalogue = useSecurityQuestions()
  const mine = useCustomerSecurityQuestions()
  const password = useHasWithdrawPassword()
  const { pathname } = useLocation()
  const chosen = mine.data?.questions ?? []
  const failed = catalogue.error ?? mine.error
  if (failed) return <WithdrawLoadFailed error={failed} />
  if (!catalogue.data || !mine.data || !password.data) return <p className="wd wd__hint">{t('common.loading')}</p>
  const replacing = chosen.length > 0
  return (
    <div className="wd">
      <WithdrawCard title={t('withdraw.questions.current')}>
        {replacing ? (
          <ul className="wd__rows" data-testid="questions-set">
            {chosen.map((q) => (
              <li key={q.id} className="wd__row">
                {q.question}
              </li>
            ))}
          </ul>
        ) : (
          <p className="wd__hint">{t('withdraw.questions.none')}</p>
        )}
      </WithdrawCard>
      <WithdrawCard title={t(replacing ? 'withdraw.questions.replaceTitle' : 'withdraw.questions.setTitle')}>
        <p className="wd__hint">{t('withdraw.questions.intro')}</p>
        {/* Replacing questions already set is a payout change: the server asks for the withdrawal password. */}
        {replacing && !password.data.hasPassword ? (
          <div className="wd__notice" role="status">
            <span>{t('withdraw.questions.passwordFirst')}</span>
            <Link to={paths.withdrawPassword.path} state={{ from: pathname }}>
              {t('withdraw.setPassword')}
            </Link>
          </div>
        ) : (
          <QuestionsForm catalogue={catalogue.data} replacing={replacing} needsPassword={replacing} />
        )}
      </WithdrawCard>
    </div>
  )
}

/** Security questions: which two are set (never the answers), and choosing them. */
export function SecurityQuestionsScreen() {
  return <RealMemberOnly>{() => <SecurityQuestions />}</RealMemberOnly>
}
