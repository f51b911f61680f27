import {
  DEFAULT_PASSWORD,
  effectiveRule,
  fieldsFor,
  firstRegisterFailure,
  type RegisterBody,
  type RegisterFailure,
  type RegisterFieldName,
  type RegisterSettings,
  type RegisterValues,
} from '@parlor/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, Tabs, Toast } from 'antd-mobile'
import { Fragment, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { getMemberInfoQueryOptions } from '@/features/auth/api/get-member-info'
import { CaptchaField } from '@/features/auth/components/captcha-field'
import { DialingCodeSelect } from '@/features/auth/components/dialing-code-select'
import { countdownSeconds, useCountdown } from '@/features/auth/hooks/use-sms-countdown'
import { showFailure } from '@/features/auth/utils/show-failure'
import { useMerchantInfo } from '@/features/system/hooks/use-merchant-info'
import { isApiError } from '@/lib/api-client'
import { readDeviceId, writeSession } from '@/lib/storage'
import { checkAffiliate } from '../api/check-affiliate'
import { useRegisterMember } from '../api/register-member'
import { useSendRegisterSms } from '../api/send-register-sms'
import { writeHeldPassword } from '../utils/held-password'
import { looseT, type Translate } from '../utils/translate'
import {
  asksSmsCode,
  initialTab,
  isRequired,
  landingCodes,
  needsSmsCode,
  offeredTabs,
  type RegisterTab,
  registerMethod,
} from '../utils/register-rules'
import { SendCodeButton } from '@/features/auth/components/send-code-button'

type FieldKey = RegisterFieldName | 'confirmPassword' | 'verificationCode' | 'agree'
type Values = Partial<Record<Exclude<FieldKey, 'agree'>, string>>

interface FieldError {
  field: FieldKey
  message: string
}

const SMS_SENDING_MS = 10_000
const SMS_SENT_MS = 1_500
const REGISTERED_MS = 1_500
const REGISTERING_MS = 30_000

const INPUT_TYPE: Partial<Record<FieldKey, string>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
}

/** Translates a shared-rule failure (register.ts): `(min)` and `(max)` in the text take the bounds. */
export function failureMessage(t: Translate, failure: Pick<RegisterFailure, 'messageKey' | 'min' | 'max'>) {
  return t(`account.${failure.messageKey}`)
    .replaceAll('(min)', String(failure.min ?? ''))
    .replaceAll('(max)', String(failure.max ?? ''))
}

function focusField(form: HTMLFormElement | null, field: FieldKey) {
  form?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus()
}

function useLandingAffiliate(code: string, enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'affiliate', code],
    queryFn: ({ signal }) => checkAffiliate(code, signal).then(() => true),
    enabled: enabled && code !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorToast: false },
  })
}

/**
 * The registration form (accounts-and-access §Registration screen, §4 Registration): fields come
 * from the merchant's register settings and are checked with the same shared rules the server
 * uses (`firstRegisterFailure`), so the first failing field is focused before anything is sent.
 */
export function RegisterForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const info = useMerchantInfo()
  const flags = info.whitelabelVal
  const settings = info.register as RegisterSettings
  const tabs = offeredTabs(flags)
  const [tab, setTab] = useState<RegisterTab>(() => initialTab(flags))
  const [values, setValues] = useState<Values>({})
  const [dialingCode, setDialingCode] = useState(info.countryDialingCode)
  const [agree, setAgree] = useState(true)
  const [error, setError] = useState<FieldError | null>(null)
  const [captchaRound, setCaptchaRound] = useState(0)
  const [landing] = useState(() => landingCodes(window.location.search))
  const formRef = useRef<HTMLFormElement>(null)
  const registerCall = useRegisterMember()
  const smsCall = useSendRegisterSms()
  const countdown = useCountdown()

  const mobilePassword = flags.MOBILENUMPASSREG3 === true
  const smsCode = asksSmsCode(tab, flags)
  const captchaOn = settings.captcha?.enabled === true
  const affiliateOn = settings.affiliateCode?.enabled === true
  const landingCheck = useLandingAffiliate(landing.affiliateCode, affiliateOn)
  const landingOk = landingCheck.data === true
  const fields = fieldsFor(settings, tab, mobilePassword).filter(
    (name) => name !== 'captcha' && !(name === 'affiliateCode' && landingOk),
  )
  // With REGMOBVERF3 on the username tab, the code goes to the mobile number, so that field shows.
  const shown: RegisterFieldName[] = smsCode && !fields.includes('mobileNum') ? ['mobileNum', ...fields] : fields

  useEffect(() => {
    if (error) focusField(formRef.current, error.field)
  }, [error])

  const set = (name: Exclude<FieldKey, 'agree'>, value: string) => {
    setValues((v) => ({ ...v, [name]: value }))
    if (error?.field === name) setError(null)
  }

  const fail = (field: FieldKey, message: string) => {
    setError({ field, message })
    focusField(formRef.current, field)
  }

  const switchTab = (next: RegisterTab) => {
    setTab(next)
    setError(null)
  }

  const refreshCaptcha = () => {
    set('captcha', '')
    setCaptchaRound((n) => n + 1)
  }

  const sendCode = async () => {
    if (countdown.running || smsCall.isPending) return
    const mobile = (values.mobileNum ?? '').trim()
    const rule = settings.mobileNum
    if (!/^\d{5,20}$/.test(mobile) || (rule && mobile.length < effectiveRule('mobileNum', rule).minLength)) {
      fail('mobileNum', t('account.mobileInvalid'))
      return
    }
    Toast.show({ icon: 'loading', content: t('auth.smsSending'), duration: SMS_SENDING_MS })
    const startedAt = Date.now()
    try {
      const { expiredMinutes } = await smsCall.mutateAsync({ mobileNo: mobile, countryDialingCode: dialingCode })
      countdown.start(countdownSeconds(expiredMinutes, Date.now() - startedAt))
      Toast.show({ icon: 'success', content: t('auth.smsSent'), duration: SMS_SENT_MS })
    } catch (e) {
      Toast.clear()
      showFailure(e)
    }
  }

  const serverFieldError = (e: unknown): boolean => {
    if (!isApiError(e)) return false
    const value = (e.value ?? {}) as { field?: string; messageKey?: string; min?: number; max?: number }
    const field = value.field as FieldKey | undefined
    if (!field) return false
    if (field === 'captcha' && captchaOn) refreshCaptcha()
    const visible = field === 'captcha' || field === 'verificationCode' || field === 'confirmPassword'
    if (!visible && !shown.includes(field as RegisterFieldName)) return false
    fail(field, e.message)
    return true
  }

  const submit = async () => {
    if (registerCall.isPending) return
    if (!agree) {
      fail('agree', t('account.reg_agree_required'))
      Toast.show({ content: t('account.reg_agree_required') })
      return
    }
    const affiliateCode = landingOk ? landing.affiliateCode : (values.affiliateCode ?? '').trim()
    // accounts-and-access §4 Registration: an entered affiliate code is checked before anything else.
    if (affiliateOn && !landingOk && affiliateCode) {
      try {
        await checkAffiliate(affiliateCode)
      } catch (e) {
        if (isApiError(e) && e.forcedLogout) return
        fail('affiliateCode', t('account.invitation_code_error'))
        return
      }
    }
    const check: RegisterValues = { ...values, affiliateCode, agree }
    if (tab === 'mobile') check.username = undefined
    const withCode = needsSmsCode(tab, flags, values.mobileNum ?? '')
    const failure = firstRegisterFailure(settings, check, tab, { mobilePassword, smsCode: withCode })
    if (failure) {
      fail(failure.field, failureMessage(looseT(t), failure))
      return
    }
    const mobile = (values.mobileNum ?? '').trim()
    const body: RegisterBody = {
      ...Object.fromEntries(shown.map((name) => [name, (values[name] ?? '').trim() || undefined])),
      password: values.password,
      confirmPassword: values.confirmPassword,
      username: tab === 'mobile' ? mobile : (values.username ?? '').trim(),
      mobileNum: mobile || undefined,
      affiliateCode: affiliateCode || undefined,
      referralCode: landing.referralCode || undefined,
      captcha: captchaOn ? (values.captcha ?? '').trim() : undefined,
      verificationCode: withCode ? (values.verificationCode ?? '').trim() : undefined,
      countryDialingCode: dialingCode,
      domain: window.location.hostname,
      registerMethod: registerMethod(),
      registerUrl: window.location.href,
      loginDeviceId: readDeviceId(),
      login: true,
      agree,
    }
    Toast.show({ icon: 'loading', content: t('messages.in_please_wait'), duration: REGISTERING_MS })
    try {
      const answer = await registerCall.mutateAsync({ mode: tab, body })
      Toast.show({ icon: 'success', content: t('account.registered'), duration: REGISTERED_MS })
      if (!answer.token) {
        navigate(paths.login.path, { replace: true })
        return
      }
      writeSession(
        {
          id: answer.id,
          token: answer.token,
          merchantCode: info.merchantCode,
          userName: answer.userName,
          type: answer.customerType,
          firstTimeLogin: answer.firstTimeLogin,
        },
        { mustChangePassword: answer.changePassword },
      )
      void queryClient.prefetchQuery(getMemberInfoQueryOptions(answer.token))
      // A mobile sign-up without a password field got the default one: the forced change must not ask for it.
      if (tab === 'mobile' && !mobilePassword && answer.changePassword) writeHeldPassword(DEFAULT_PASSWORD)
      navigate(answer.changePassword ? paths.changePsw.path : paths.home.path, { replace: true })
    } catch (e) {
      Toast.clear()
      if (captchaOn) refreshCaptcha()
      if (!serverFieldError(e)) showFailure(e)
    }
  }

  const label = (name: FieldKey): string => looseT(t)(`account.field.${name}`)
  const errorFor = (name: FieldKey) =>
    error?.field === name ? (
      <p id={`reg-${name}-error`} className="login-field__error" role="alert">
        {error.message}
      </p>
    ) : null

  const input = (name: Exclude<FieldKey, 'agree'>, required: boolean, extra?: React.ReactNode) => (
    <div className="login-field" key={name}>
      <label className="account-label" htmlFor={`reg-${name}`}>
        {required && (
          <span className="account-required" aria-hidden="true">
            *
          </span>
        )}
        {label(name)}
      </label>
      <div className={error?.field === name ? 'login-field__box login-field__box--invalid' : 'login-field__box'}>
        {name === 'mobileNum' && <DialingCodeSelect value={dialingCode} onChange={setDialingCode} />}
        <input
          id={`reg-${name}`}
          className="login-field__input"
          name={name}
          type={INPUT_TYPE[name] ?? 'text'}
          inputMode={name === 'mobileNum' || name === 'verificationCode' ? 'numeric' : undefined}
          autoComplete={name === 'password' || name === 'confirmPassword' ? 'new-password' : 'off'}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={label(name)}
          required={required}
          aria-invalid={error?.field === name ? true : undefined}
          aria-describedby={error?.field === name ? `reg-${name}-error` : undefined}
          value={values[name] ?? ''}
          onChange={(e) => set(name, e.target.value)}
        />
        {extra}
      </div>
      {errorFor(name)}
    </div>
  )

  return (
    <form
      ref={formRef}
      className="login-form account-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      {tabs.length > 1 && (
        <Tabs className="login-form__tabs" activeKey={tab} onChange={(k) => switchTab(k as RegisterTab)} stretch>
          <Tabs.Tab key="username" title={t('account.tabUsername')} />
          <Tabs.Tab key="mobile" title={t('account.tabMobile')} />
        </Tabs>
      )}

      {shown.map((name) => (
        <Fragment key={name}>
          {input(name, isRequired(settings, name, tab))}
          {name === 'password' && input('confirmPassword', true)}
          {name === 'mobileNum' &&
            smsCode &&
            input(
              'verificationCode',
              tab === 'mobile',
              <SendCodeButton countdown={countdown} pending={smsCall.isPending} onSend={sendCode} />,
            )}
        </Fragment>
      ))}

      {captchaOn && (
        <label className="account-label" htmlFor="reg-captcha">
          {settings.captcha?.required !== false && (
            <span className="account-required" aria-hidden="true">
              *
            </span>
          )}
          {label('captcha')}
        </label>
      )}
      {captchaOn && (
        <CaptchaField
          round={captchaRound}
          onRefresh={refreshCaptcha}
          invalid={error?.field === 'captcha'}
          error={errorFor('captcha')}
          inputProps={{
            name: 'captcha',
            id: 'reg-captcha',
            value: values.captcha ?? '',
            onChange: (e) => set('captcha', e.target.value),
          }}
        />
      )}

      <label className="login-form__remember account-agree">
        <input
          className="login-form__check"
          type="checkbox"
          name="agree"
          checked={agree}
          onChange={(e) => {
            setAgree(e.target.checked)
            if (error?.field === 'agree') setError(null)
          }}
        />
        <span>
          {t('account.agree', { age: info.ageLimit })}{' '}
          <Link className="login-form__link" to={paths.useragreement.path}>
            {t('account.agreement')}
          </Link>
        </span>
      </label>
      {errorFor('agree')}

      <Button
        className="login-form__submit"
        type="submit"
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={registerCall.isPending}
      >
        {t('account.submitRegister')}
      </Button>
    </form>
  )
}
