import { ErrorCode, loginMobileNum, RULE_LIMITS, type RegisterSettings, verificationCode } from '@parlor/contract'
import { Button, Toast } from 'antd-mobile'
import { MessageOutline, PhoneFill } from 'antd-mobile-icons'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLogin } from '@/features/auth/api/login'
import { DialingCodeSelect } from '@/features/auth/components/dialing-code-select'
import { useCompleteLogin } from '@/features/auth/hooks/use-complete-login'
import { countdownSeconds, useCountdown } from '@/features/auth/hooks/use-sms-countdown'
import { loginExtras } from '@/features/auth/utils/login-device'
import { showFailure } from '@/features/auth/utils/show-failure'
import { useMerchantInfo } from '@/features/system/hooks/use-merchant-info'
import { isApiError } from '@/lib/api-client'
import { useSendPasswordSms } from '../api/send-password-sms'
import { useSetPasswordBySms } from '../api/set-password-by-sms'
import { newPasswordProblem, type PasswordProblem } from '../utils/password-rules'
import { looseT } from '../utils/translate'
import { PasswordInput, problemText } from './password-input'
import { SendCodeButton } from '@/features/auth/components/send-code-button'

/** accounts-and-access §4 SMS send button: 'sending SMS' stays up (9999 s cap) on this screen. */
const SMS_SENDING_MS = 9_999_000
const SMS_SENT_MS = 1_500

type Field = 'mobileNum' | 'verificationCode' | 'newPassword'
type Values = Record<Field, string>

function ruleProblem(schema: typeof loginMobileNum, value: string): PasswordProblem | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : { messageKey: `rules.${result.error.issues[0]?.message ?? ''}` }
}

/** Every problem of the phone form (accounts-and-access §5: the shared login rules, the password rule). */
export function phoneFormProblems(settings: RegisterSettings, values: Values): Partial<Record<Field, PasswordProblem>> {
  const password = newPasswordProblem(settings, values.newPassword)
  const found: Partial<Record<Field, PasswordProblem>> = {
    mobileNum: ruleProblem(loginMobileNum, values.mobileNum),
    verificationCode: ruleProblem(verificationCode, values.verificationCode),
    newPassword: password ? { ...password, messageKey: `account.${password.messageKey}` } : undefined,
  }
  for (const key of Object.keys(found) as Field[]) if (!found[key]) delete found[key]
  return found
}

/**
 * Set password by phone (accounts-and-access §Set password by phone, §4): the code field opens
 * once a code was sent; submit waits for a touched, error-free form; success signs in with the
 * number and the new password, as the login screen does.
 */
export function PhoneResetForm() {
  const { t } = useTranslation()
  const info = useMerchantInfo()
  const settings = info.register as RegisterSettings
  const [values, setValues] = useState<Values>({ mobileNum: '', verificationCode: '', newPassword: '' })
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const [dialingCode, setDialingCode] = useState(info.countryDialingCode)
  const [codeSent, setCodeSent] = useState(false)
  const inputs = useRef(new Map<Field, HTMLInputElement | null>())
  const smsCall = useSendPasswordSms()
  const setCall = useSetPasswordBySms()
  const loginCall = useLogin()
  const completeLogin = useCompleteLogin()
  const countdown = useCountdown()

  const problems = phoneFormProblems(settings, values)
  const shownProblem = (name: Field) => (touched[name] ? problems[name] : undefined)
  const anyTouched = Object.values(touched).some(Boolean)
  const canSubmit = anyTouched && Object.keys(problems).length === 0 && codeSent

  const set = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }))
    setTouched((x) => ({ ...x, [name]: true }))
  }

  const sendCode = async () => {
    if (countdown.running || smsCall.isPending) return
    setTouched((x) => ({ ...x, mobileNum: true }))
    if (problems.mobileNum) {
      inputs.current.get('mobileNum')?.focus()
      return
    }
    Toast.show({ icon: 'loading', content: t('auth.smsSending'), duration: SMS_SENDING_MS })
    const startedAt = Date.now()
    try {
      const { expiredMinutes } = await smsCall.mutateAsync({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: dialingCode,
      })
      setCodeSent(true)
      countdown.start(countdownSeconds(expiredMinutes, Date.now() - startedAt))
      Toast.show({ icon: 'success', content: t('auth.smsSent'), duration: SMS_SENT_MS })
      inputs.current.get('verificationCode')?.focus()
    } catch (error) {
      Toast.clear()
      showFailure(error)
    }
  }

  const submit = async () => {
    if (!canSubmit || setCall.isPending || loginCall.isPending) return
    const mobileNum = values.mobileNum.trim()
    try {
      await setCall.mutateAsync({
        mobileNum,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
      })
    } catch (error) {
      // accounts-and-access §4 Set password by phone: the same password clears the password; anything else the code.
      if (isApiError(error) && error.errorCode === ErrorCode.modifyNewOldSame) set('newPassword', '')
      else set('verificationCode', '')
      showFailure(error)
      return
    }
    try {
      const answer = await loginCall.mutateAsync({
        type: '',
        username: mobileNum,
        password: values.newPassword,
        countryDialingCode: dialingCode,
        ...loginExtras(),
      })
      completeLogin(answer)
    } catch (error) {
      showFailure(error)
    }
  }

  const problemLine = (name: Field) => {
    const problem = shownProblem(name)
    if (!problem) return null
    const tl = looseT(t)
    const text = problem.messageKey.startsWith('account.')
      ? problemText(tl, { ...problem, messageKey: problem.messageKey.slice('account.'.length) })
      : tl(problem.messageKey, { min: RULE_LIMITS.mobileMin })
    return (
      <p id={`phone-${name}-error`} className="login-field__error" role="alert">
        {text}
      </p>
    )
  }

  const boxClass = (name: Field) =>
    shownProblem(name) ? 'login-field__box login-field__box--invalid' : 'login-field__box'

  return (
    <form
      className="login-form account-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <div className="login-field">
        <div className={boxClass('mobileNum')}>
          <span className="login-field__icon" aria-hidden="true">
            <PhoneFill />
          </span>
          <DialingCodeSelect value={dialingCode} onChange={setDialingCode} />
          <input
            ref={(el) => {
              inputs.current.set('mobileNum', el)
            }}
            className="login-field__input"
            name="mobileNum"
            type="tel"
            inputMode="numeric"
            aria-label={t('auth.mobileNum')}
            placeholder={t('auth.mobileNum')}
            autoComplete="tel-national"
            maxLength={RULE_LIMITS.mobileMax}
            aria-invalid={shownProblem('mobileNum') ? true : undefined}
            value={values.mobileNum}
            onChange={(e) => set('mobileNum', e.target.value)}
          />
        </div>
        {problemLine('mobileNum')}
      </div>
      <div className="login-field">
        <div className={boxClass('verificationCode')}>
          <span className="login-field__icon" aria-hidden="true">
            <MessageOutline />
          </span>
          <input
            ref={(el) => {
              inputs.current.set('verificationCode', el)
            }}
            className="login-field__input"
            name="verificationCode"
            inputMode="numeric"
            aria-label={t('auth.smsCode')}
            placeholder={t('auth.smsCode')}
            autoComplete="one-time-code"
            maxLength={RULE_LIMITS.codeMax}
            disabled={!codeSent}
            aria-invalid={shownProblem('verificationCode') ? true : undefined}
            value={values.verificationCode}
            onChange={(e) => set('verificationCode', e.target.value)}
          />
          <SendCodeButton countdown={countdown} pending={smsCall.isPending} onSend={sendCode} />
        </div>
        {problemLine('verificationCode')}
      </div>
      <PasswordInput
        name="newPassword"
        label={t('account.field.newPassword')}
        value={values.newPassword}
        autoComplete="new-password"
        problem={undefined}
        hideLabel
        inputRef={(el) => {
          inputs.current.set('newPassword', el)
        }}
        onChange={(value) => set('newPassword', value)}
      />
      {problemLine('newPassword')}
      <Button
        className="login-form__submit"
        type="submit"
        block
        color="primary"
        shape="rounded"
        size="large"
        disabled={!canSubmit}
        loading={setCall.isPending || loginCall.isPending}
      >
        {t('account.submitChange')}
      </Button>
    </form>
  )
}
