import { zodResolver } from '@hookform/resolvers/zod'
import { AccountProtectionErrorCode, type LoginAnswer } from '@parlor/contract'
import { Button, Toast } from 'antd-mobile'
import { KeyOutline, LockOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Form } from '@/components/form/form'
import { FormField } from '@/components/form/form-field'
import { SubmitButton } from '@/components/form/submit-button'
import { isApiError } from '@/lib/api-client'
import { useVerifyWithPasskey } from '../api/sign-in-with-passkey'
import { useVerifyLogin } from '../api/verify-login'
import { showFailure } from '../utils/show-failure'
import { looseT } from '../utils/translate'

type Method = 'G' | 'R'

// Messages are i18n keys under `auth.secondStep`.
const schemas = {
  G: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'codeFormat'),
  }),
  R: z.object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'recoveryFormat'),
  }),
} as const

/**
 * The second step of signing in (wire-contract §3.4): the password was right and the account has
 * two-step sign-in, so the code from the authenticator app (or a recovery code) finishes it.
 * `onExpired`: the challenge is spent; the member starts again with the password.
 */
export function SecondStepForm({
  challenge,
  ga = true,
  passkey = false,
  onSignedIn,
  onExpired,
}: {
  challenge: string
  /** The account has an authenticator app (and recovery codes). */
  ga?: boolean | undefined
  /** The account has a passkey (decision 043). */
  passkey?: boolean | undefined
  onSignedIn: (answer: LoginAnswer) => void
  onExpired: () => void
}) {
  const { t } = useTranslation()
  const [method, setMethod] = useState<Method>('G')
  const call = useVerifyLogin()
  const withPasskey = useVerifyWithPasskey()
  const form = useForm<{ code: string }>({ resolver: zodResolver(schemas[method]), defaultValues: { code: '' } })

  const onSubmit = async ({ code }: { code: string }) => {
    try {
      onSignedIn(await call.mutateAsync({ challenge, method, authCode: code.trim() }))
    } catch (error) {
      if (isApiError(error) && error.errorCode === AccountProtectionErrorCode.codeInvalid) {
        form.setError('code', { type: 'server', message: error.message }, { shouldFocus: true })
        return
      }
      showFailure(error)
      if (isApiError(error) && error.errorCode === AccountProtectionErrorCode.challengeExpired) onExpired()
    }
  }

  const signInWithKey = async () => {
    try {
      onSignedIn(await withPasskey.mutateAsync(challenge))
    } catch (error) {
      if (!isApiError(error)) {
        Toast.show({ content: t('auth.passkey.cancelled') })
        return
      }
      showFailure(error)
      if (error.errorCode === AccountProtectionErrorCode.challengeExpired) onExpired()
    }
  }
  const passkeyButton = passkey && (
    <Button
      block
      shape="rounded"
      size="large"
      color="primary"
      fill={ga ? 'outline' : 'solid'}
      loading={withPasskey.isPending}
      onClick={() => void signInWithKey()}
    >
      <KeyOutline aria-hidden="true" /> {t('auth.passkey.useForStep')}
    </Button>
  )

  if (!ga)
    return (
      <div className="login-form second-step">
        <h2 className="second-step__title">{t('auth.secondStep.title')}</h2>
        <p className="second-step__hint">{t('auth.passkey.stepHint')}</p>
        {passkeyButton}
        <div className="second-step__links">
          <Button fill="none" size="small" onClick={onExpired}>
            {t('auth.secondStep.back')}
          </Button>
        </div>
      </div>
    )

  const switchMethod = () => {
    setMethod(method === 'G' ? 'R' : 'G')
    form.reset({ code: '' })
  }

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      messageText={(e) => (e.type === 'server' ? (e.message ?? '') : looseT(t)(`auth.secondStep.${e.message}`))}
      className="login-form second-step"
    >
      <h2 className="second-step__title">{t('auth.secondStep.title')}</h2>
      <p className="second-step__hint">{t(method === 'G' ? 'auth.secondStep.hint' : 'auth.secondStep.recoveryHint')}</p>
      <FormField
        name="code"
        id="login-second-step"
        label={t(method === 'G' ? 'auth.secondStep.code' : 'auth.secondStep.recoveryCode')}
        icon={<LockOutline />}
        inputProps={
          method === 'G'
            ? { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }
            : { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 11 }
        }
      />
      <SubmitButton loading={call.isPending}>{t('auth.secondStep.submit')}</SubmitButton>
      {passkeyButton}
      <div className="second-step__links">
        <Button fill="none" size="small" color="primary" onClick={switchMethod}>
          {t(method === 'G' ? 'auth.secondStep.useRecovery' : 'auth.secondStep.useApp')}
        </Button>
        <Button fill="none" size="small" onClick={onExpired}>
          {t('auth.secondStep.back')}
        </Button>
      </div>
    </Form>
  )
}
