import {
  effectiveRule,
  fieldsFor,
  firstRegisterFailure,
  REGISTER_CHECK_ORDER,
  type RegisterBody,
  type RegisterFailure,
  type RegisterFieldName,
  type RegisterSettings,
  type RegisterValues,
} from '@parlor/contract'
import { useQuery } from '@tanstack/react-query'
import { Tabs, Toast } from 'antd-mobile'
import { Fragment, type ReactNode, useState } from 'react'
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Form } from '@/components/form/form'
import { FieldError, FormField } from '@/components/form/form-field'
import { SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api-client'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { readDeviceId } from '@/lib/storage'
import { checkAffiliate } from '../api/check-affiliate'
import { useRegisterMember } from '../api/register-member'
import { useSendRegisterSms } from '../api/send-register-sms'
import { useCompleteRegistration } from '../hooks/use-complete-registration'
import { useSendSmsCode } from '../hooks/use-send-sms-code'
import {
  asksSmsCode,
  initialTab,
  isRequired,
  type LandingCodes,
  landingCodes,
  needsSmsCode,
  offeredTabs,
  type RegisterTab,
  registerMethod,
} from '../utils/register-rules'
import { showFailure } from '../utils/show-failure'
import { looseT, type Translate } from '../utils/translate'
import { CaptchaField } from './captcha-field'
import { DialingCodeField } from './phone-fields'
import { SendCodeButton } from './send-code-button'
import { authKeys } from '../api/auth-keys'

type FieldKey = RegisterFieldName | 'confirmPassword' | 'verificationCode' | 'agree'
type TextKey = Exclude<FieldKey, 'agree'>
type Values = Record<TextKey, string> & { agree: boolean; countryDialingCode: string }

interface RegisterContext {
  settings: RegisterSettings
  tab: RegisterTab
  flags: Record<string, boolean>
  /** The affiliate code field is on, and whether the landing link's code was accepted. */
  affiliate: { on: boolean; landingOk: boolean; landingCode: string }
  t: Translate
}

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

const affiliateOf = (values: Values, { affiliate }: RegisterContext) =>
  affiliate.landingOk ? affiliate.landingCode : values.affiliateCode.trim()

/**
 * The one problem a registration shows (accounts-and-access §4 Registration): the agreement,
 * then an entered affiliate code (asked of the server before anything else), then the first
 * field failing the shared rules (`firstRegisterFailure`, the server's own check).
 */
async function registerProblem(values: Values, ctx: RegisterContext): Promise<FieldErrors<Values>> {
  const { settings, tab, flags, t } = ctx
  if (!values.agree) return { agree: { type: 'rule', message: t('account.reg_agree_required') } }
  const affiliateCode = affiliateOf(values, ctx)
  if (ctx.affiliate.on && !ctx.affiliate.landingOk && affiliateCode) {
    try {
      await checkAffiliate(affiliateCode)
    } catch (e) {
      // A revoked session has been announced already: nothing to show on the form.
      if (isApiError(e) && e.forcedLogout) return { root: { type: 'forcedLogout' } } as FieldErrors<Values>
      return { affiliateCode: { type: 'rule', message: t('account.invitation_code_error') } }
    }
  }
  const check: RegisterValues = { ...values, affiliateCode }
  if (tab === 'mobile') check.username = undefined
  const failure = firstRegisterFailure(settings, check, tab, {
    mobilePassword: flags.MOBILENUMPASSREG3 === true,
    smsCode: needsSmsCode(tab, flags, values.mobileNum),
  })
  return failure ? { [failure.field]: { type: 'rule', message: failureMessage(t, failure) } } : {}
}

const registerResolver: Resolver<Values, RegisterContext> = async (values, context) => {
  const errors = context ? await registerProblem(values, context) : {}
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
}

/** What a registration sends (wire-contract §4.1): the shown fields trimmed, and where it came from. */
function registerBody(
  values: Values,
  ctx: RegisterContext,
  shown: RegisterFieldName[],
  referralCode: string,
): RegisterBody {
  const { tab, flags, settings } = ctx
  const mobile = values.mobileNum.trim()
  return {
    ...Object.fromEntries(shown.map((name) => [name, values[name].trim() || undefined])),
    password: values.password,
    confirmPassword: values.confirmPassword,
    username: tab === 'mobile' ? mobile : values.username.trim(),
    mobileNum: mobile || undefined,
    affiliateCode: affiliateOf(values, ctx) || undefined,
    referralCode: referralCode || undefined,
    captcha: settings.captcha?.enabled === true ? values.captcha.trim() : undefined,
    verificationCode: needsSmsCode(tab, flags, values.mobileNum) ? values.verificationCode.trim() : undefined,
    countryDialingCode: values.countryDialingCode,
    domain: window.location.hostname,
    registerMethod: registerMethod(),
    registerUrl: window.location.href,
    loginDeviceId: readDeviceId(),
    login: true,
    agree: values.agree,
  }
}

const EMPTY_TEXT = Object.fromEntries(
  [...REGISTER_CHECK_ORDER, 'confirmPassword', 'verificationCode'].map((name) => [name, '']),
) as Record<TextKey, string>

function useLandingAffiliate(code: string, enabled: boolean) {
  return useQuery({
    queryKey: authKeys.affiliate(code),
    queryFn: ({ signal }) => checkAffiliate(code, signal).then(() => true),
    enabled: enabled && code !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorToast: false },
  })
}

/** An unticked agreement is also said in a toast: the checkbox sits at the bottom of a long form. */
const toastAgreement = (errors: FieldErrors<Values>) => {
  if (errors.agree?.message) Toast.show({ content: errors.agree.message })
}

/** One text field of the form, named and typed by the merchant's register settings. */
function RegisterInput({ name, required, suffix }: { name: TextKey; required: boolean; suffix?: ReactNode }) {
  const { t } = useTranslation()
  const numeric = name === 'mobileNum' || name === 'verificationCode'
  return (
    <FormField
      name={name}
      id={`reg-${name}`}
      label={looseT(t)(`account.field.${name}`)}
      required={required}
      prefix={name === 'mobileNum' && <DialingCodeField />}
      suffix={suffix}
      inputProps={{
        type: INPUT_TYPE[name] ?? 'text',
        inputMode: numeric ? 'numeric' : undefined,
        autoComplete: name === 'password' || name === 'confirmPassword' ? 'new-password' : 'off',
        autoCapitalize: 'none',
        spellCheck: false,
        required,
      }}
    />
  )
}

/**
 * The registration form (accounts-and-access §Registration screen, §4 Registration): fields come
 * from the merchant's register settings and are checked with the same shared rules the server
 * uses (`firstRegisterFailure`), so the first failing field is focused before anything is sent.
 */
export function RegisterForm() {
  const { t } = useTranslation()
  const info = useMerchantInfo()
  const flags = info.whitelabelVal
  const settings = info.register as RegisterSettings
  const tabs = offeredTabs(flags)
  const [tab, setTab] = useState<RegisterTab>(() => initialTab(flags))
  const [captchaRound, setCaptchaRound] = useState(0)
  const [landing] = useState<LandingCodes>(() => landingCodes(window.location.search))
  const registerCall = useRegisterMember()
  const sms = useSendSmsCode(useSendRegisterSms())
  const completeRegistration = useCompleteRegistration()

  const mobilePassword = flags.MOBILENUMPASSREG3 === true
  const smsCode = asksSmsCode(tab, flags)
  const captchaOn = settings.captcha?.enabled === true
  const affiliateOn = settings.affiliateCode?.enabled === true
  const landingOk = useLandingAffiliate(landing.affiliateCode, affiliateOn).data === true
  const fields = fieldsFor(settings, tab, mobilePassword).filter(
    (name) => name !== 'captcha' && !(name === 'affiliateCode' && landingOk),
  )
  // With REGMOBVERF3 on the username tab, the code goes to the mobile number, so that field shows.
  const shown: RegisterFieldName[] = smsCode && !fields.includes('mobileNum') ? ['mobileNum', ...fields] : fields
  const context: RegisterContext = {
    settings,
    tab,
    flags,
    affiliate: { on: affiliateOn, landingOk, landingCode: landing.affiliateCode },
    t: looseT(t),
  }
  const form = useForm<Values, RegisterContext>({
    resolver: registerResolver,
    context,
    reValidateMode: 'onSubmit',
    defaultValues: { ...EMPTY_TEXT, agree: true, countryDialingCode: info.countryDialingCode },
  })

  const refreshCaptcha = () => {
    form.setValue('captcha', '')
    setCaptchaRound((n) => n + 1)
  }

  const sendCode = () =>
    sms.send(
      () => {
        const mobile = form.getValues('mobileNum').trim()
        const min = settings.mobileNum ? effectiveRule('mobileNum', settings.mobileNum).minLength : 0
        if (/^\d{5,20}$/.test(mobile) && mobile.length >= min) return true
        form.setError('mobileNum', { type: 'rule', message: t('account.mobileInvalid') }, { shouldFocus: true })
        return false
      },
      () => ({
        mobileNo: form.getValues('mobileNum').trim(),
        countryDialingCode: form.getValues('countryDialingCode'),
      }),
    )

  // The server names the field at fault: its message goes there when the form shows that field.
  const serverFieldError = (e: unknown): boolean => {
    if (!isApiError(e)) return false
    const field = (e.value as { field?: string } | null)?.field as FieldKey | undefined
    if (!field) return false
    if (field === 'captcha' && captchaOn) refreshCaptcha()
    const visible = field === 'captcha' || field === 'verificationCode' || field === 'confirmPassword'
    if (!visible && !shown.includes(field as RegisterFieldName)) return false
    form.setError(field, { type: 'server', message: e.message }, { shouldFocus: true })
    return true
  }

  const onSubmit = async (values: Values) => {
    const body = registerBody(values, context, shown, landing.referralCode)
    Toast.show({ icon: 'loading', content: t('messages.in_please_wait'), duration: REGISTERING_MS })
    try {
      const answer = await registerCall.mutateAsync({ mode: tab, body })
      Toast.show({ icon: 'success', content: t('account.registered'), duration: REGISTERED_MS })
      completeRegistration(answer, { defaultPassword: tab === 'mobile' && !mobilePassword })
    } catch (e) {
      Toast.clear()
      if (captchaOn) refreshCaptcha()
      if (!serverFieldError(e)) showFailure(e)
    }
  }

  return (
    <Form form={form} onSubmit={onSubmit} onInvalid={toastAgreement} clearOnEdit className="login-form account-form">
      {tabs.length > 1 && (
        <Tabs
          className="login-form__tabs"
          activeKey={tab}
          onChange={(k) => {
            setTab(k as RegisterTab)
            form.clearErrors()
          }}
          stretch
        >
          <Tabs.Tab key="username" title={t('account.tabUsername')} />
          <Tabs.Tab key="mobile" title={t('account.tabMobile')} />
        </Tabs>
      )}

      {shown.map((name) => (
        <Fragment key={name}>
          <RegisterInput name={name} required={isRequired(settings, name, tab)} />
          {name === 'password' && <RegisterInput name="confirmPassword" required />}
          {name === 'mobileNum' && smsCode && (
            <RegisterInput
              name="verificationCode"
              required={tab === 'mobile'}
              suffix={<SendCodeButton countdown={sms.countdown} pending={sms.pending} onSend={() => void sendCode()} />}
            />
          )}
        </Fragment>
      ))}

      {captchaOn && (
        <CaptchaField
          id="reg-captcha"
          label={looseT(t)('account.field.captcha')}
          required={settings.captcha?.required !== false}
          round={captchaRound}
          onRefresh={refreshCaptcha}
        />
      )}

      <label className="login-form__remember account-agree">
        <input
          className="login-form__check"
          type="checkbox"
          {...form.register('agree', { onChange: () => form.clearErrors('agree') })}
        />
        <span>
          {t('account.agree', { age: info.ageLimit })}{' '}
          <Link className="login-form__link" to={paths.useragreement.path}>
            {t('account.agreement')}
          </Link>
        </span>
      </label>
      <FieldError name="agree" id="reg-agree" />

      <SubmitButton loading={registerCall.isPending}>{t('account.submitRegister')}</SubmitButton>
    </Form>
  )
}
