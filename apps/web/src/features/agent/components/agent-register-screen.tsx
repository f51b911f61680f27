import { zodResolver } from '@hookform/resolvers/zod'
import { openDownlineBodySchema } from '@parlor/contract'
import { Button, Radio, Result } from 'antd-mobile'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import { type FieldProblem, Form } from '@/components/form/form'
import { FormField } from '@/components/form/form-field'
import { PasswordField } from '@/components/form/password-field'
import { SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api-client'
import { useOpenDownline } from '../api/open-downline'
import { agentScreen } from './agent-gate'
import './agent-screens.css'

const body = openDownlineBodySchema.shape

/**
 * The contract's open-downline rules; the confirmation must match (checked even while another
 * field is empty, so every problem shows at once). The merchant's registration rules are the
 * server's to apply.
 */
const openDownlineFormSchema = z
  .object({
    accountType: z.enum(['player', 'agent']),
    username: body.username,
    password: body.password,
    confirmPassword: body.confirmPassword,
    nickname: z.string(),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'mismatch',
  })
type Values = z.input<typeof openDownlineFormSchema>
type FieldName = Exclude<keyof Values, 'accountType'>
const FIELDS: readonly FieldName[] = ['username', 'password', 'confirmPassword', 'nickname']
const EMPTY: Values = { accountType: 'player', username: '', password: '', confirmPassword: '', nickname: '' }

/**
 * Open an account under the agent (`/m/agentRegister`). The merchant's registration rules are
 * the server's to apply; its answer names the field at fault, shown under that field.
 */
export const AgentRegisterScreen = agentScreen(AgentRegister)

function AgentRegister() {
  const { t } = useTranslation()
  const form = useForm<Values>({ resolver: zodResolver(openDownlineFormSchema), defaultValues: EMPTY })
  const open = useOpenDownline()
  const [opened, setOpened] = useState<{ account: string; type: number; affiliateCode: string | null } | null>(null)

  const onSubmit = async (values: Values) => {
    try {
      const answer = await open.mutateAsync({ ...values, nickname: values.nickname || null })
      setOpened(answer)
      form.reset(EMPTY)
    } catch (error) {
      const field = isApiError(error) ? (error.value as { field?: string } | null)?.field : undefined
      const message = isApiError(error) ? error.message : t('errors.unknown')
      const known = FIELDS.find((name) => name === field) ?? 'username'
      form.setError(known, { type: 'server', message })
    }
  }

  // Schema rules: a missing value, or the confirmation that does not match; the server's text as is.
  const messageText = (error: FieldProblem) =>
    error.type === 'server'
      ? (error.message ?? '')
      : t(error.message === 'mismatch' ? 'agent.register.mismatch' : 'agent.register.required')

  if (opened)
    return (
      <section className="agent-screen" aria-label={t('screens.agentRegister')}>
        <h1 className="visually-hidden">{t('screens.agentRegister')}</h1>
        <Result
          status="success"
          title={t('agent.register.opened', { account: opened.account })}
          description={
            opened.affiliateCode
              ? t('agent.register.agentCode', { code: opened.affiliateCode })
              : t('agent.register.playerOpened')
          }
        />
        <div className="agent-screen__buttons agent-screen__bar">
          <Button block onClick={() => setOpened(null)}>
            {t('agent.register.another')}
          </Button>
          <Link
            className="adm-button adm-button-primary adm-button-block"
            to={`${paths.memberTeam.path}?account=${encodeURIComponent(opened.account)}`}
          >
            {t('agent.register.toTeam')}
          </Link>
        </div>
      </section>
    )

  const text = (name: FieldName) => ({ name, id: `agent-${name}`, label: t(`agent.register.${name}`) })
  return (
    <section className="agent-screen" aria-label={t('screens.agentRegister')}>
      <h1 className="visually-hidden">{t('screens.agentRegister')}</h1>
      <Form form={form} onSubmit={onSubmit} messageText={messageText} className="agent-form agent-form--fields">
        <div role="radiogroup" aria-label={t('agent.register.accountType')} className="agent-form__choice">
          <span>{t('agent.register.accountType')}</span>
          <Controller
            control={form.control}
            name="accountType"
            render={({ field }) => (
              <Radio.Group value={field.value} onChange={field.onChange}>
                <Radio value="player">{t('agent.register.player')}</Radio>
                <Radio value="agent" style={{ marginLeft: 16 }}>
                  {t('agent.register.agent')}
                </Radio>
              </Radio.Group>
            )}
          />
        </div>
        <FormField
          {...text('username')}
          inputProps={{ autoComplete: 'off', maxLength: body.username.maxLength ?? undefined }}
        />
        <PasswordField
          {...text('password')}
          autoComplete="new-password"
          toggle={false}
          inputProps={{ maxLength: body.password.maxLength ?? undefined }}
        />
        <PasswordField
          {...text('confirmPassword')}
          autoComplete="new-password"
          toggle={false}
          inputProps={{ maxLength: body.confirmPassword.maxLength ?? undefined }}
        />
        <FormField
          {...text('nickname')}
          inputProps={{ autoComplete: 'off', maxLength: body.nickname.unwrap().unwrap().maxLength ?? undefined }}
        />
        <SubmitButton compact loading={open.isPending}>
          {t('agent.register.submit')}
        </SubmitButton>
      </Form>
    </section>
  )
}
