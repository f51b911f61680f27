import { zodResolver } from '@hookform/resolvers/zod'
import { ErrorCode, loginMobileNum, type RegisterSettings, verificationCode } from '@parlor/contract'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Form } from '@/components/form/form'
import { PasswordField } from '@/components/form/password-field'
import { SubmitButton } from '@/components/form/submit-button'
import { isApiError } from '@/lib/api-client'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { useLogin } from '../api/login'
import { useSendPasswordSms } from '../api/send-password-sms'
import { useSetPasswordBySms } from '../api/set-password-by-sms'
import { useCompleteLogin } from '../hooks/use-complete-login'
import { useSendSmsCode } from '../hooks/use-send-sms-code'
import { loginExtras } from '../utils/login-device'
import { accountMessageText, newPasswordRule, passwordBounds } from '../utils/password-rules'
import { showFailure } from '../utils/show-failure'
import { looseT } from '../utils/translate'
import { MobileNumField, SmsCodeField } from './phone-fields'

/** accounts-and-access §4 SMS send button: 'sending SMS' stays up (9999 s cap) on this screen. */
const SMS_SENDING_MS = 9_999_000

/** The phone form's rules (accounts-and-access §5): the shared login rules, the password rule. */
const phoneFormSchema = (settings: RegisterSettings) =>
  z.object({
    mobileNum: loginMobileNum,
    verificationCode,
    newPassword: newPasswordRule(settings),
    countryDialingCode: z.string(),
  })
type Values = z.input<ReturnType<typeof phoneFormSchema>>

/**
 * Set password by phone (accounts-and-access §Set password by phone, §4): the code field opens
 * once a code was sent; a field's message shows once it was edited, and submit waits for an
 * error-free form; success signs in with the number and the new password, as the login screen does.
 */
export function PhoneResetForm() {
  const { t } = useTranslation()
  const info = useMerchantInfo()
  const settings = info.register as RegisterSettings
  const schema = useMemo(() => phoneFormSchema(settings), [settings])
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: {
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      countryDialingCode: info.countryDialingCode,
    },
  })
  const [codeSent, setCodeSent] = useState(false)
  const sms = useSendSmsCode(useSendPasswordSms(), { sendingMs: SMS_SENDING_MS })
  const setCall = useSetPasswordBySms()
  const loginCall = useLogin()
  const completeLogin = useCompleteLogin()

  const sendCode = async () => {
    const mobileOk = async () => {
      if (await form.trigger('mobileNum')) return true
      form.setFocus('mobileNum')
      return false
    }
    const sent = await sms.send(mobileOk, () => ({
      mobileNum: form.getValues('mobileNum').trim(),
      countryDialingCode: form.getValues('countryDialingCode'),
    }))
    if (!sent) return
    setCodeSent(true)
    form.setFocus('verificationCode')
  }

  // The field the server's refusal makes the person type again, now empty and showing why.
  const retype = (name: 'newPassword' | 'verificationCode') =>
    form.setValue(name, '', { shouldValidate: true, shouldTouch: true, shouldDirty: true })

  const onSubmit = async (values: Values) => {
    const mobileNum = values.mobileNum.trim()
    try {
      await setCall.mutateAsync({
        mobileNum,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
      })
    } catch (error) {
      // accounts-and-access §4 Set password by phone: the same password clears the password; anything else the code.
      retype(isApiError(error) && error.errorCode === ErrorCode.modifyNewOldSame ? 'newPassword' : 'verificationCode')
      showFailure(error)
      return
    }
    try {
      const answer = await loginCall.mutateAsync({
        type: '',
        username: mobileNum,
        password: values.newPassword,
        countryDialingCode: values.countryDialingCode,
        ...loginExtras(),
      })
      completeLogin(answer)
    } catch (error) {
      showFailure(error)
    }
  }

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      messageText={accountMessageText(looseT(t), passwordBounds(settings))}
      className="login-form account-form"
    >
      <MobileNumField id="phone-mobileNum" />
      <SmsCodeField
        name="verificationCode"
        id="phone-verificationCode"
        sms={sms}
        onSend={sendCode}
        inputProps={{ disabled: !codeSent }}
      />
      <PasswordField
        name="newPassword"
        id="phone-newPassword"
        label={t('account.field.newPassword')}
        labelHidden
        autoComplete="new-password"
      />
      <SubmitButton disabled={!(form.formState.isValid && codeSent)} loading={setCall.isPending || loginCall.isPending}>
        {t('account.submitChange')}
      </SubmitButton>
    </Form>
  )
}
