import { zodResolver } from '@hookform/resolvers/zod'
import {
  captchaCode,
  ErrorCode,
  type LoginBody,
  loginMobileNum,
  loginPassword,
  loginUsername,
  RULE_LIMITS,
  verificationCode,
} from '@parlor/contract'
import { Tabs } from 'antd-mobile'
import { UserOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import { Form } from '@/components/form/form'
import { FormField } from '@/components/form/form-field'
import { PasswordField } from '@/components/form/password-field'
import { SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api-client'
import { useFlag, useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import {
  readRememberPassword,
  readSavedLogin,
  removeSavedLogin,
  type SavedLoginType,
  writeRememberPassword,
  writeSavedLogin,
} from '@/lib/storage'
import { useLogin } from '../api/login'
import { useSendLoginSms } from '../api/send-login-sms'
import { useCompleteLogin } from '../hooks/use-complete-login'
import { useRevalidateOnLanguage } from '../hooks/use-revalidate-on-language'
import { useSendSmsCode } from '../hooks/use-send-sms-code'
import { loginExtras } from '../utils/login-device'
import { accountMessageText } from '../utils/password-rules'
import { showFailure } from '../utils/show-failure'
import { looseT } from '../utils/translate'
import { CaptchaField } from './captcha-field'
import { MobileNumField, SmsCodeField } from './phone-fields'
import { PasskeySignInButton } from './passkey-sign-in-button'
import { SecondStepForm } from './second-step-form'
import { type SecondStep, secondStepOf } from '../utils/second-step'

export type LoginMethod = SavedLoginType

export interface LoginValues {
  username: string
  password: string
  mobileNum: string
  countryDialingCode: string
  smsCode: string
  captcha: string
  remember: boolean
}

interface LoginContext {
  method: LoginMethod
  captchaShown: boolean
}

/** A remembered password is forgotten after these answers (wire-contract §1.1). */
const DROPS_SAVED_LOGIN = new Set<string>([ErrorCode.loginCredErr, 'not.exists.user'])

/**
 * The rules of the active method only (accounts-and-access §5); the captcha is checked only
 * while it is shown. Fields of the other method pass as they are.
 */
export function loginSchema(method: LoginMethod, captchaShown: boolean) {
  const free = z.string()
  return z.object({
    username: method === 'username' ? loginUsername : free,
    password: method === 'username' ? loginPassword : free,
    mobileNum: method === 'sms' ? loginMobileNum : free,
    countryDialingCode: free,
    smsCode: method === 'sms' ? verificationCode : free,
    captcha: captchaShown ? captchaCode : free,
    remember: z.boolean(),
  })
}

const loginResolver: Resolver<LoginValues, LoginContext> = (values, context, options) =>
  zodResolver(loginSchema(context?.method ?? 'username', context?.captchaShown ?? false), undefined, { raw: true })(
    values,
    context,
    options,
  )

function initialValues(dialingCode: string): LoginValues {
  const saved = readSavedLogin('username')
  return {
    username: saved?.username ?? '',
    password: saved?.password ?? '',
    mobileNum: '',
    countryDialingCode: dialingCode,
    smsCode: '',
    captcha: '',
    remember: readRememberPassword(),
  }
}

/** What "remember password" keeps of a successful sign-in, per method. */
function remember(method: LoginMethod, values: LoginValues) {
  writeRememberPassword(values.remember)
  if (!values.remember) removeSavedLogin(method)
  else if (method === 'sms')
    // SMS codes are single use: only the number and its dialling code are worth keeping.
    writeSavedLogin({
      type: 'sms',
      username: values.mobileNum.trim(),
      password: '',
      countryDialingCode: values.countryDialingCode,
    })
  else writeSavedLogin({ type: 'username', username: values.username.trim(), password: values.password })
}

function loginBody(method: LoginMethod, values: LoginValues): LoginBody {
  return method === 'sms'
    ? {
        type: 'sms',
        username: values.mobileNum.trim(),
        password: values.smsCode.trim(),
        countryDialingCode: values.countryDialingCode,
        ...loginExtras(),
      }
    : { type: 'username', username: values.username.trim(), password: values.password, ...loginExtras() }
}

/**
 * The login form (accounts-and-access §Login screen): username and password, or mobile number
 * and SMS code when MOBILEVERCODELOGIN3 is on; the image captcha once a failed login asks for it;
 * remember password per method.
 */
export function LoginForm({ pending }: { pending?: SecondStep | null | undefined } = {}) {
  const { t } = useTranslation()
  const smsEnabled = useFlag('MOBILEVERCODELOGIN3')
  const { countryDialingCode } = useMerchantInfo()
  const [method, setMethod] = useState<LoginMethod>('username')
  const [captchaShown, setCaptchaShown] = useState(false)
  const [captchaRound, setCaptchaRound] = useState(0)
  // The password was right and the account asks for a second step (wire-contract §3.4).
  const [secondStep, setSecondStep] = useState<(SecondStep & { values?: LoginValues }) | null>(pending ?? null)
  const loginCall = useLogin()
  const sms = useSendSmsCode(useSendLoginSms(), { retryAfter: true })
  const completeLogin = useCompleteLogin()
  const form = useForm<LoginValues, LoginContext>({
    defaultValues: initialValues(countryDialingCode),
    resolver: loginResolver,
    context: { method, captchaShown },
    mode: 'onTouched',
  })
  useRevalidateOnLanguage(form)

  const refreshCaptcha = () => {
    form.setValue('captcha', '')
    setCaptchaRound((n) => n + 1)
  }

  const switchMethod = (next: LoginMethod) => {
    if (next === method) return
    setMethod(next)
    form.clearErrors()
    // accounts-and-access §4 Login method: the saved login of that method comes back; a saved SMS
    // login only while the merchant offers SMS login.
    const saved = next === 'sms' && !smsEnabled ? null : readSavedLogin(next)
    if (saved?.type === 'sms') {
      form.setValue('mobileNum', saved.username)
      if (saved.countryDialingCode) form.setValue('countryDialingCode', saved.countryDialingCode)
    } else if (saved) {
      form.setValue('username', saved.username)
      form.setValue('password', saved.password)
    }
    if (captchaShown) refreshCaptcha()
  }

  const sendCode = () =>
    sms.send(
      async () => {
        if (await form.trigger('mobileNum')) return true
        form.setFocus('mobileNum')
        return false
      },
      () => ({
        mobileNum: form.getValues('mobileNum').trim(),
        countryDialingCode: form.getValues('countryDialingCode'),
      }),
    )

  const onSubmit = async (values: LoginValues) => {
    const body = loginBody(method, values)
    if (captchaShown) body.captcha = values.captcha.trim()
    try {
      const answer = await loginCall.mutateAsync(body)
      remember(method, values)
      completeLogin(answer)
    } catch (error) {
      const step = secondStepOf(error)
      if (step) {
        setSecondStep({ ...step, values })
        return
      }
      // accounts-and-access §4 Captcha on login: the answer's value.captcha shows the captcha; once
      // shown, every attempt has used the current one up, so a new one is drawn.
      const wantsCaptcha = isApiError(error) && (error.value as { captcha?: unknown } | null)?.captcha === true
      if (captchaShown) refreshCaptcha()
      else if (wantsCaptcha) setCaptchaShown(true)
      if (isApiError(error) && DROPS_SAVED_LOGIN.has(error.errorCode)) removeSavedLogin(method)
      showFailure(error)
    }
  }

  if (secondStep)
    return (
      <SecondStepForm
        challenge={secondStep.challenge}
        ga={secondStep.ga}
        passkey={secondStep.passkey}
        onSignedIn={(answer) => {
          if (secondStep.values) remember(method, secondStep.values)
          completeLogin(answer)
        }}
        onExpired={() => setSecondStep(null)}
      />
    )

  return (
    <Form form={form} onSubmit={onSubmit} messageText={accountMessageText(looseT(t))} className="login-form">
      {smsEnabled && (
        <Tabs
          className="login-form__tabs"
          activeKey={method}
          onChange={(key) => switchMethod(key as LoginMethod)}
          stretch
        >
          <Tabs.Tab key="username" title={t('auth.methodUsername')} />
          <Tabs.Tab key="sms" title={t('auth.methodSms')} />
        </Tabs>
      )}

      {method === 'username' ? (
        <>
          <FormField
            name="username"
            id="login-username"
            label={t('auth.username')}
            labelHidden
            icon={<UserOutline />}
            inputProps={{
              autoComplete: 'username',
              autoCapitalize: 'none',
              spellCheck: false,
              maxLength: RULE_LIMITS.usernameMax,
            }}
          />
          <PasswordField
            name="password"
            id="login-password"
            label={t('auth.password')}
            labelHidden
            autoComplete="current-password"
            inputProps={{ maxLength: RULE_LIMITS.passwordMax }}
          />
        </>
      ) : (
        <>
          <MobileNumField id="login-mobileNum" />
          <SmsCodeField name="smsCode" id="login-smsCode" sms={sms} onSend={sendCode} />
        </>
      )}

      {captchaShown && <CaptchaField id="login-captcha" round={captchaRound} onRefresh={refreshCaptcha} />}

      <div className="login-form__row">
        {/* A native checkbox: antd-mobile's hides its input from keyboards and screen readers. */}
        <label className="login-form__remember">
          <input className="login-form__check" type="checkbox" {...form.register('remember')} />
          {t('auth.remember')}
        </label>
        <Link className="login-form__link" to={paths.forget.path}>
          {t('auth.forgot')}
        </Link>
      </div>

      <SubmitButton loading={loginCall.isPending}>{t('auth.submit')}</SubmitButton>
      <PasskeySignInButton />
    </Form>
  )
}
