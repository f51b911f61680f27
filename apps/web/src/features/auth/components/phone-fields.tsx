import { RULE_LIMITS } from '@parlor/contract'
import { MessageOutline, PhoneFill } from 'antd-mobile-icons'
import type { InputHTMLAttributes } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/form/form-field'
import { DialingCodeSelect } from './dialing-code-select'
import { SendCodeButton } from './send-code-button'

/** The dialling-code picker bound to the form's `countryDialingCode`. */
export function DialingCodeField() {
  const { control, setValue } = useFormContext<{ countryDialingCode: string }>()
  const value = useWatch({ control, name: 'countryDialingCode' })
  return <DialingCodeSelect value={value} onChange={(code) => setValue('countryDialingCode', code)} />
}

/** The mobile number with its dialling code, as the sign-in and set-password forms ask for it. */
export function MobileNumField({ id }: { id: string }) {
  const { t } = useTranslation()
  return (
    <FormField
      name="mobileNum"
      id={id}
      label={t('auth.mobileNum')}
      labelHidden
      icon={<PhoneFill />}
      prefix={<DialingCodeField />}
      inputProps={{ type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: RULE_LIMITS.mobileMax }}
    />
  )
}

/** An SMS code field with its send button (counting down after a send). */
export function SmsCodeField({
  name,
  id,
  sms,
  onSend,
  inputProps,
}: {
  name: string
  id: string
  sms: { countdown: { running: boolean; secondsLeft: number }; pending: boolean }
  onSend: () => Promise<unknown>
  inputProps?: InputHTMLAttributes<HTMLInputElement>
}) {
  const { t } = useTranslation()
  return (
    <FormField
      name={name}
      id={id}
      label={t('auth.smsCode')}
      labelHidden
      icon={<MessageOutline />}
      suffix={<SendCodeButton countdown={sms.countdown} pending={sms.pending} onSend={() => void onSend()} />}
      inputProps={{
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        maxLength: RULE_LIMITS.codeMax,
        ...inputProps,
      }}
    />
  )
}
