import { zodResolver } from '@hookform/resolvers/zod'
import {
  captchaCode,
  ErrorCode,
  type LoginBody,
  loginMobileNum,
  loginPassword,
  loginUsername,
  RULE_LIMITS,
  type RuleMessageKey,
  verificationCode,
} from '@parlor/contract'
import { Button, Tabs, Toast } from 'antd-mobile'
import { EyeInvisibleOutline, EyeOutline, LockOutline, MessageOutline, PhoneFill, UserOutline } from 'antd-mobile-icons'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { type FieldError, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import { paths } from '@/config/paths'
import { useFlag, useMerchantInfo } from '@/features/system/hooks/use-merchant-info'
import { isApiError } from '@/lib/api-client'
import { LANGUAGE_EVENT } from '@/lib/i18n'
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
import { countdownSeconds, useCountdown } from '../hooks/use-sms-countdown'
import { loginExtras } from '../utils/login-device'
import { showFailure } from '../utils/show-failure'
import { CaptchaField } from './captcha-field'
import { DialingCodeSelect } from './dialing-code-select'
import { SendCodeButton } from './send-code-button'

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

const SMS_SENDING_MS = 10_000
const SMS_SENT_MS = 1_500
const REVALIDATE_AFTER_LANGUAGE_MS = 200
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

function ErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useTranslation()
  if (!error?.message) return null
  return (
    <p id={id} className="login-field__error" role="alert">
      {t(`rules.${error.message as RuleMessageKey}`, { min: RULE_LIMITS.mobileMin })}
    </p>
  )
}

function Field({
  icon,
  error,
  errorId,
  children,
  suffix,
}: {
  icon: ReactNode
  error: FieldError | undefined
  errorId: string
  children: ReactNode
  suffix?: ReactNode
}) {
  return (
    <div className="login-field">
      <div className={error ? 'login-field__box login-field__box--invalid' : 'login-field__box'}>
        <span className="login-field__icon" aria-hidden="true">
          {icon}
        </span>
        {children}
        {suffix}
      </div>
      <ErrorText id={errorId} error={error} />
    </div>
  )
}

/**
 * The login form (accounts-and-access §Login screen): username and password, or mobile number
 * and SMS code when MOBILEVERCODELOGIN3 is on; the image captcha once a failed login asks for it;
 * remember password per method.
 */
export function LoginForm() {
  const { t } = useTranslation()
  const smsEnabled = useFlag('MOBILEVERCODELOGIN3')
  const { countryDialingCode } = useMerchantInfo()
  const [method, setMethod] = useState<LoginMethod>('username')
  const [captchaShown, setCaptchaShown] = useState(false)
  const [captchaRound, setCaptchaRound] = useState(0)
  const [passwordVisible, setPasswordVisible] = useState(false)
  const loginCall = useLogin()
  const smsCall = useSendLoginSms()
  const countdown = useCountdown()
  const completeLogin = useCompleteLogin()

  const { register, handleSubmit, formState, trigger, setValue, setFocus, getValues, clearErrors, watch } = useForm<
    LoginValues,
    LoginContext
  >({
    defaultValues: initialValues(countryDialingCode),
    resolver: loginResolver,
    context: { method, captchaShown },
    mode: 'onTouched',
  })
  const { errors, touchedFields } = formState

  // accounts-and-access §4 Language change: errors already on screen are re-checked in the new
  // language once the switch settles.
  const touched = useRef<(keyof LoginValues)[]>([])
  touched.current = (Object.keys(touchedFields) as (keyof LoginValues)[]).filter((name) => touchedFields[name] === true)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const revalidate = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (touched.current.length > 0) void trigger(touched.current)
      }, REVALIDATE_AFTER_LANGUAGE_MS)
    }
    window.addEventListener(LANGUAGE_EVENT, revalidate)
    return () => {
      window.removeEventListener(LANGUAGE_EVENT, revalidate)
      clearTimeout(timer)
    }
  }, [trigger])

  const refreshCaptcha = () => {
    setValue('captcha', '')
    setCaptchaRound((n) => n + 1)
  }

  const switchMethod = (next: LoginMethod) => {
    if (next === method) return
    setMethod(next)
    clearErrors()
    // accounts-and-access §4 Login method: the saved login of that method comes back; a saved SMS
    // login only while the merchant offers SMS login.
    const saved = next === 'sms' && !smsEnabled ? null : readSavedLogin(next)
    if (saved?.type === 'sms') {
      setValue('mobileNum', saved.username)
      if (saved.countryDialingCode) setValue('countryDialingCode', saved.countryDialingCode)
    } else if (saved) {
      setValue('username', saved.username)
      setValue('password', saved.password)
    }
    if (captchaShown) refreshCaptcha()
  }

  const sendCode = async () => {
    if (countdown.running || smsCall.isPending) return
    if (!(await trigger('mobileNum'))) {
      setFocus('mobileNum')
      return
    }
    Toast.show({ icon: 'loading', content: t('auth.smsSending'), duration: SMS_SENDING_MS })
    const startedAt = Date.now()
    try {
      const { expiredMinutes } = await smsCall.mutateAsync({
        mobileNum: getValues('mobileNum').trim(),
        countryDialingCode: getValues('countryDialingCode'),
      })
      countdown.start(countdownSeconds(expiredMinutes, Date.now() - startedAt))
      Toast.show({ icon: 'success', content: t('auth.smsSent'), duration: SMS_SENT_MS })
    } catch (error) {
      Toast.clear()
      // Refused for asking too soon: the server says how long to wait, so the button counts that down.
      const retryAfter = isApiError(error) ? (error.value as { retryAfterSeconds?: unknown } | null) : null
      if (typeof retryAfter?.retryAfterSeconds === 'number') countdown.start(retryAfter.retryAfterSeconds)
      showFailure(error)
    }
  }

  const remember = (values: LoginValues) => {
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

  const submit = handleSubmit(async (values) => {
    const body: LoginBody =
      method === 'sms'
        ? {
            type: 'sms',
            username: values.mobileNum.trim(),
            password: values.smsCode.trim(),
            countryDialingCode: values.countryDialingCode,
            ...loginExtras(),
          }
        : { type: 'username', username: values.username.trim(), password: values.password, ...loginExtras() }
    if (captchaShown) body.captcha = values.captcha.trim()
    try {
      const answer = await loginCall.mutateAsync(body)
      remember(values)
      completeLogin(answer)
    } catch (error) {
      // accounts-and-access §4 Captcha on login: the answer's value.captcha shows the captcha; once
      // shown, every attempt has used the current one up, so a new one is drawn.
      const wantsCaptcha = isApiError(error) && (error.value as { captcha?: unknown } | null)?.captcha === true
      if (captchaShown) refreshCaptcha()
      else if (wantsCaptcha) setCaptchaShown(true)
      if (isApiError(error) && DROPS_SAVED_LOGIN.has(error.errorCode)) removeSavedLogin(method)
      showFailure(error)
    }
  })

  const describe = (name: keyof LoginValues) => (errors[name] ? `login-${name}-error` : undefined)
  const dialingCode = watch('countryDialingCode')

  return (
    <form className="login-form" noValidate onSubmit={submit}>
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
          <Field icon={<UserOutline />} error={errors.username} errorId="login-username-error">
            <input
              className="login-field__input"
              aria-label={t('auth.username')}
              placeholder={t('auth.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={RULE_LIMITS.usernameMax}
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={describe('username')}
              {...register('username')}
            />
          </Field>
          <Field
            icon={<LockOutline />}
            error={errors.password}
            errorId="login-password-error"
            suffix={
              <button
                type="button"
                className="login-field__action"
                aria-label={t(passwordVisible ? 'auth.hidePassword' : 'auth.showPassword')}
                aria-pressed={passwordVisible}
                onClick={() => setPasswordVisible((v) => !v)}
              >
                {passwordVisible ? <EyeOutline aria-hidden="true" /> : <EyeInvisibleOutline aria-hidden="true" />}
              </button>
            }
          >
            <input
              className="login-field__input"
              type={passwordVisible ? 'text' : 'password'}
              aria-label={t('auth.password')}
              placeholder={t('auth.password')}
              autoComplete="current-password"
              maxLength={RULE_LIMITS.passwordMax}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describe('password')}
              {...register('password')}
            />
          </Field>
        </>
      ) : (
        <>
          <Field icon={<PhoneFill />} error={errors.mobileNum} errorId="login-mobileNum-error">
            <DialingCodeSelect value={dialingCode} onChange={(code) => setValue('countryDialingCode', code)} />
            <input
              className="login-field__input"
              type="tel"
              inputMode="numeric"
              aria-label={t('auth.mobileNum')}
              placeholder={t('auth.mobileNum')}
              autoComplete="tel-national"
              maxLength={RULE_LIMITS.mobileMax}
              aria-invalid={errors.mobileNum ? true : undefined}
              aria-describedby={describe('mobileNum')}
              {...register('mobileNum')}
            />
          </Field>
          <Field
            icon={<MessageOutline />}
            error={errors.smsCode}
            errorId="login-smsCode-error"
            suffix={<SendCodeButton countdown={countdown} pending={smsCall.isPending} onSend={sendCode} />}
          >
            <input
              className="login-field__input"
              inputMode="numeric"
              aria-label={t('auth.smsCode')}
              placeholder={t('auth.smsCode')}
              autoComplete="one-time-code"
              maxLength={RULE_LIMITS.codeMax}
              aria-invalid={errors.smsCode ? true : undefined}
              aria-describedby={describe('smsCode')}
              {...register('smsCode')}
            />
          </Field>
        </>
      )}

      {captchaShown && (
        <CaptchaField
          round={captchaRound}
          onRefresh={refreshCaptcha}
          error={<ErrorText id="login-captcha-error" error={errors.captcha} />}
          invalid={errors.captcha !== undefined}
          inputProps={{
            'aria-describedby': describe('captcha'),
            ...register('captcha'),
          }}
        />
      )}

      <div className="login-form__row">
        {/* A native checkbox: antd-mobile's hides its input from keyboards and screen readers. */}
        <label className="login-form__remember">
          <input className="login-form__check" type="checkbox" {...register('remember')} />
          {t('auth.remember')}
        </label>
        <Link className="login-form__link" to={paths.forget.path}>
          {t('auth.forgot')}
        </Link>
      </div>

      <Button
        className="login-form__submit"
        type="submit"
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={loginCall.isPending}
      >
        {t('auth.submit')}
      </Button>
    </form>
  )
}
