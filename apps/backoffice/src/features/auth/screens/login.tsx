import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { zodResolver } from '@hookform/resolvers/zod'
import { StaffErrorCode } from '@parlor/contract'
import { Alert, Button, Card, Flex, Form, Input, Segmented, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { RhfField } from '@/components/form/rhf-field'
import { issueCodes } from '@/components/form/zod-codes'
import { safeReturnPath } from '@/config/paths'
import { isApiError } from '@/lib/api-client'
import { type BoLanguage, changeLanguage, currentLanguage } from '@/lib/i18n'
import { type LoginAnswer, useEnrolStep, useOtpStep, usePasswordStep } from '../api/sign-in'
import { RecoveryCodes } from '../components/recovery-codes'

type Step =
  | { kind: 'password' }
  | { kind: 'otp'; ticket: string; username: string }
  | (Extract<LoginAnswer, { step: 'enrol' }> & { kind: 'enrol'; username: string })
  | { kind: 'codes'; codes: string[]; username: string }

const passwordSchema = z.object({
  username: z.string().trim().min(1, 'required'),
  password: z.string().min(1, 'required'),
})

/**
 * Staff sign-in: the password, then the authenticator's code (or a recovery code). A staff member
 * without TOTP enrols on the way: QR code and secret, the first code, then ten recovery codes shown
 * once. Afterwards the screen the staff member was sent from (`?next=`), or the dashboard.
 */
export default function LoginScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [step, setStep] = useState<Step>({ kind: 'password' })
  const [notice, setNotice] = useState<string | null>(null)
  const next = safeReturnPath(params.get('next'))

  useEffect(() => {
    document.title = `${t('menu.login')} · ${t('layout.productName')}`
  }, [t])

  const done = () => navigate(next, { replace: true })
  // A ticket lives five minutes and is used once: past that the password comes first again.
  const restart = (message: string) => {
    setNotice(message)
    setStep({ kind: 'password' })
  }

  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', background: '#f0f2f5', padding: '8vh 16px' }}>
      <Flex style={{ width: 440 }} justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: '0 0 16px' }}>
          {t('layout.productName')}
        </Typography.Title>
        <Segmented<BoLanguage>
          aria-label={t('layout.language')}
          value={currentLanguage()}
          options={[
            { value: 'EN', label: 'EN' },
            { value: 'CN', label: '中文' },
          ]}
          onChange={(language) => void changeLanguage(language)}
        />
      </Flex>
      <Card style={{ width: 440 }}>
        {step.kind === 'password' ? (
          <PasswordStep
            notice={notice}
            onAnswer={(answer, username) => {
              setNotice(null)
              setStep(
                answer.step === 'otp'
                  ? { kind: 'otp', ticket: answer.ticket, username }
                  : { ...answer, kind: 'enrol', username },
              )
            }}
          />
        ) : step.kind === 'otp' ? (
          <OtpStep ticket={step.ticket} onDone={done} onExpired={restart} onBack={() => restart('')} />
        ) : step.kind === 'enrol' ? (
          <EnrolStep
            step={step}
            onCodes={(codes) => setStep({ kind: 'codes', codes, username: step.username })}
            onSignedIn={done}
            onExpired={restart}
          />
        ) : (
          <>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {t('auth.codes.title')}
            </Typography.Title>
            <RecoveryCodes
              codes={step.codes}
              username={step.username}
              onDone={done}
              doneLabel={t('auth.codes.continue')}
            />
          </>
        )}
      </Card>
    </Flex>
  )
}

function PasswordStep({
  notice,
  onAnswer,
}: {
  notice: string | null
  onAnswer: (answer: LoginAnswer, username: string) => void
}) {
  const { t } = useTranslation()
  const mutation = usePasswordStep()
  const form = useForm({
    resolver: zodResolver(passwordSchema, issueCodes),
    defaultValues: { username: '', password: '' },
  })
  const submit = form.handleSubmit(async (values) => {
    try {
      onAnswer(await mutation.mutateAsync(values), values.username.trim().toLowerCase())
    } catch {
      form.setValue('password', '')
    }
  })
  const error = mutation.error
  return (
    <Form layout="vertical" component={false}>
      <form onSubmit={submit} noValidate>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('auth.signIn.title')}
        </Typography.Title>
        {notice ? <Alert type="info" showIcon title={notice} style={{ marginBottom: 16 }} /> : null}
        {error ? (
          <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error.message} data-testid="sign-in-error" />
        ) : null}
        <RhfField control={form.control} name="username" label={t('auth.signIn.username')} required>
          {(field) => <Input {...field} id="username" prefix={<UserOutlined />} autoComplete="username" autoFocus />}
        </RhfField>
        <RhfField control={form.control} name="password" label={t('auth.signIn.password')} required>
          {(field) => (
            <Input.Password {...field} id="password" prefix={<LockOutlined />} autoComplete="current-password" />
          )}
        </RhfField>
        <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
          {t('auth.signIn.submit')}
        </Button>
      </form>
    </Form>
  )
}

const isExpired = (error: unknown) => isApiError(error) && error.errorCode === StaffErrorCode.ticketExpired

function OtpStep({
  ticket,
  onDone,
  onExpired,
  onBack,
}: {
  ticket: string
  onDone: () => void
  onExpired: (message: string) => void
  onBack: () => void
}) {
  const { t } = useTranslation()
  const mutation = useOtpStep()
  const [recovery, setRecovery] = useState(false)
  const [code, setCode] = useState('')
  const valid = recovery ? /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim()) : /^\d{6}$/.test(code)
  const submit = async () => {
    if (!valid) return
    try {
      await mutation.mutateAsync({ ticket, code: recovery ? code.trim().toLowerCase() : code })
      onDone()
    } catch (error) {
      if (isExpired(error)) onExpired((error as Error).message)
      else setCode('')
    }
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <Flex vertical gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {recovery ? t('auth.otp.recoveryTitle') : t('auth.otp.title')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {recovery ? t('auth.otp.recoveryIntro') : t('auth.otp.intro')}
        </Typography.Text>
        {mutation.isError ? (
          <Alert type="error" showIcon title={mutation.error.message} data-testid="otp-error" />
        ) : null}
        {recovery ? (
          <Input
            key="recovery"
            aria-label={t('auth.otp.recoveryCode')}
            placeholder="xxxxx-xxxxx"
            autoComplete="off"
            autoFocus
            maxLength={11}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            style={{ fontFamily: 'monospace', fontSize: 18 }}
          />
        ) : (
          <Input
            key="otp"
            aria-label={t('auth.otp.code')}
            placeholder={t('auth.otp.placeholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            style={{ fontFamily: 'monospace', fontSize: 20, letterSpacing: code ? 6 : undefined }}
          />
        )}
        <Button type="primary" htmlType="submit" block loading={mutation.isPending} disabled={!valid}>
          {t('auth.otp.submit')}
        </Button>
        <Flex justify="space-between">
          <Button type="link" style={{ padding: 0 }} onClick={onBack}>
            {t('auth.otp.back')}
          </Button>
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => {
              setRecovery(!recovery)
              setCode('')
              mutation.reset()
            }}
          >
            {recovery ? t('auth.otp.useApp') : t('auth.otp.useRecovery')}
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}

function EnrolStep({
  step,
  onCodes,
  onSignedIn,
  onExpired,
}: {
  step: Extract<Step, { kind: 'enrol' }>
  onCodes: (codes: string[]) => void
  onSignedIn: () => void
  onExpired: (message: string) => void
}) {
  const { t } = useTranslation()
  const mutation = useEnrolStep()
  const [code, setCode] = useState('')
  const submit = async () => {
    if (!/^\d{6}$/.test(code)) return
    try {
      const answer = await mutation.mutateAsync({ ticket: step.ticket, code })
      if (answer.recoveryCodes?.length) onCodes(answer.recoveryCodes)
      else onSignedIn()
    } catch (error) {
      if (isExpired(error)) onExpired((error as Error).message)
      else setCode('')
    }
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <Flex vertical gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('auth.enrol.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('auth.enrol.intro')}</Typography.Text>
        <Flex justify="center">
          <img
            src={step.qrDataUrl}
            alt={t('auth.enrol.qrAlt')}
            width={200}
            height={200}
            style={{ border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff' }}
          />
        </Flex>
        <Typography.Text type="secondary">{t('auth.enrol.secretLabel')}</Typography.Text>
        <Typography.Text code copyable={{ text: step.secret }} data-testid="totp-secret" style={{ fontSize: 15 }}>
          {step.secret.replace(/(.{4})/g, '$1 ').trim()}
        </Typography.Text>
        {mutation.isError ? (
          <Alert type="error" showIcon title={mutation.error.message} data-testid="enrol-error" />
        ) : null}
        <Input
          aria-label={t('auth.enrol.firstCode')}
          placeholder={t('auth.otp.placeholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          style={{ fontFamily: 'monospace', fontSize: 20, letterSpacing: code ? 6 : undefined }}
        />
        <Button type="primary" htmlType="submit" block loading={mutation.isPending} disabled={code.length !== 6}>
          {t('auth.enrol.submit')}
        </Button>
      </Flex>
    </form>
  )
}
