import { zodResolver } from '@hookform/resolvers/zod'
import type { TotpSetup } from '@parlor/contract'
import { Button, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { Form } from '@/components/form/form'
import { FormField } from '@/components/form/form-field'
import { PasswordField } from '@/components/form/password-field'
import { SERVER_ERROR, SubmitButton } from '@/components/form/submit-button'
import { RealMemberOnly } from '@/components/layout/real-member-only'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api-client'
import { useConfirmTotp } from '../api/confirm-totp'
import { useDisableTotp } from '../api/disable-totp'
import { useTotpStatus } from '../api/get-totp-status'
import { useSetupTotp } from '../api/setup-totp'
import './account-protection.css'

// Rule messages are i18n keys under `accountProtection.errors`.
const passwordSchema = z.object({ password: z.string().min(1, 'password') })
const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code'),
})
const disableSchema = z.object({
  password: z.string().min(1, 'password'),
  code: z
    .string()
    .trim()
    .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, 'codeOrRecovery'),
})

/** Where a refusal goes: under the field it concerns, else above the button. */
function refusal(error: unknown): { field: 'password' | 'code' | typeof SERVER_ERROR; message: string } | null {
  if (!isApiError(error)) return null
  if (error.errorCode === 'old.password.incorrect') return { field: 'password', message: error.message }
  if (error.errorCode === 'totp.code.invalid') return { field: 'code', message: error.message }
  return { field: SERVER_ERROR, message: error.message }
}

function useRuleText() {
  const { t } = useTranslation()
  return (e: { type?: string; message?: string }) =>
    e.type === 'server'
      ? (e.message ?? '')
      : t(`accountProtection.errors.${e.message as 'password' | 'code' | 'codeOrRecovery'}`)
}

function PasswordStep({ onSetup }: { onSetup: (setup: TotpSetup) => void }) {
  const { t } = useTranslation()
  const call = useSetupTotp()
  const messageText = useRuleText()
  const form = useForm<{ password: string }>({ resolver: zodResolver(passwordSchema), defaultValues: { password: '' } })
  const onSubmit = async ({ password }: { password: string }) => {
    try {
      onSetup(await call.mutateAsync(password))
    } catch (error) {
      const r = refusal(error)
      if (r) form.setError(r.field === 'code' ? SERVER_ERROR : r.field, { type: 'server', message: r.message })
    }
  }
  return (
    <Form form={form} onSubmit={onSubmit} messageText={messageText} className="ap-card">
      <h2>{t('accountProtection.setupTitle')}</h2>
      <p>{t('accountProtection.setupIntro')}</p>
      <PasswordField
        name="password"
        id="ap-password"
        label={t('accountProtection.password')}
        autoComplete="current-password"
      />
      <SubmitButton compact loading={call.isPending}>
        {t('accountProtection.continue')}
      </SubmitButton>
    </Form>
  )
}

function ScanStep({ token, setup, onCodes }: { token: string; setup: TotpSetup; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation()
  const call = useConfirmTotp(token)
  const messageText = useRuleText()
  const form = useForm<{ code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } })
  const onSubmit = async ({ code }: { code: string }) => {
    try {
      onCodes((await call.mutateAsync(code.trim())).recoveryCodes)
    } catch (error) {
      const r = refusal(error)
      if (r) form.setError(r.field === 'password' ? SERVER_ERROR : r.field, { type: 'server', message: r.message })
    }
  }
  return (
    <Form form={form} onSubmit={onSubmit} messageText={messageText} className="ap-card">
      <h2>{t('accountProtection.scanTitle')}</h2>
      <p>{t('accountProtection.scanIntro')}</p>
      <img className="ap-qr" src={setup.qrDataUrl} alt={t('accountProtection.qrAlt')} />
      <p>{t('accountProtection.keyIntro')}</p>
      <code className="ap-key" data-testid="ap-secret">
        {setup.secret}
      </code>
      <FormField
        name="code"
        id="ap-code"
        label={t('accountProtection.code')}
        inputProps={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
      />
      <SubmitButton compact loading={call.isPending}>
        {t('accountProtection.turnOn')}
      </SubmitButton>
    </Form>
  )
}

function CodesStep({ codes }: { codes: string[] }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <section className="ap-card" aria-labelledby="ap-codes-title">
      <h2 id="ap-codes-title">{t('accountProtection.codesTitle')}</h2>
      <p>{t('accountProtection.codesIntro')}</p>
      <ul className="ap-codes" data-testid="ap-recovery-codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button block color="primary" onClick={() => navigate(paths.securityCenter.path, { replace: true })}>
        {t('accountProtection.codesDone')}
      </Button>
    </section>
  )
}

function DisableForm({ token, codesLeft }: { token: string; codesLeft: number }) {
  const { t } = useTranslation()
  const call = useDisableTotp(token)
  const messageText = useRuleText()
  const form = useForm<{ password: string; code: string }>({
    resolver: zodResolver(disableSchema),
    defaultValues: { password: '', code: '' },
  })
  const onSubmit = async (v: { password: string; code: string }) => {
    try {
      await call.mutateAsync({ password: v.password, code: v.code.trim() })
      Toast.show({ content: t('accountProtection.turnedOff') })
    } catch (error) {
      const r = refusal(error)
      if (r) form.setError(r.field, { type: 'server', message: r.message })
    }
  }
  return (
    <Form form={form} onSubmit={onSubmit} messageText={messageText} className="ap-card">
      <h2>{t('accountProtection.onTitle')}</h2>
      <p>{t('accountProtection.onIntro', { count: codesLeft })}</p>
      <PasswordField
        name="password"
        id="ap-off-password"
        label={t('accountProtection.password')}
        autoComplete="current-password"
      />
      <FormField
        name="code"
        id="ap-off-code"
        label={t('accountProtection.codeOrRecovery')}
        inputProps={{ autoComplete: 'one-time-code', maxLength: 11 }}
      />
      <SubmitButton compact loading={call.isPending}>
        {t('accountProtection.turnOff')}
      </SubmitButton>
    </Form>
  )
}

function TwoStep({ token }: { token: string }) {
  const { data } = useTotpStatus(token)
  const [setup, setSetup] = useState<TotpSetup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  // The codes are shown once, so they stay on screen even though the status now says "on".
  if (codes) return <CodesStep codes={codes} />
  if (!data) return null
  if (data.enabled) return <DisableForm token={token} codesLeft={data.recoveryCodesLeft} />
  if (setup) return <ScanStep token={token} setup={setup} onCodes={setCodes} />
  return <PasswordStep onSetup={setSetup} />
}

/** `/m/twoStep`: turn two-step sign-in with an authenticator app on (QR, first code, recovery codes) or off. */
export function TwoStepScreen() {
  return (
    <div className="ap-page">
      <RealMemberOnly>{(s) => <TwoStep token={s.token} />}</RealMemberOnly>
    </div>
  )
}
