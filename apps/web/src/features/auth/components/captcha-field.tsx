import { RULE_LIMITS } from '@parlor/contract'
import { DotLoading } from 'antd-mobile'
import { CheckShieldOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/form/form-field'
import { useCaptcha } from '../api/get-captcha'

interface CaptchaFieldProps {
  id: string
  /** Bumped by the form for a new captcha (tap, method switch, failed attempt). */
  round: number
  onRefresh: () => void
  /** A visible label (registration); sign-in names the field by its placeholder alone. */
  label?: string
  required?: boolean
}

/** The image captcha with its answer field (`captcha`); the image is a button that draws a new one. */
export function CaptchaField({ id, round, onRefresh, label, required }: CaptchaFieldProps) {
  const { t } = useTranslation()
  const captcha = useCaptcha(round)

  return (
    <FormField
      name="captcha"
      id={id}
      label={label ?? t('auth.captcha')}
      labelHidden={label === undefined}
      required={required}
      icon={<CheckShieldOutline />}
      inputProps={{
        inputMode: 'numeric',
        'aria-label': t('auth.captcha'),
        placeholder: t('auth.captchaPlaceholder'),
        autoComplete: 'off',
        maxLength: RULE_LIMITS.captchaMax,
      }}
      suffix={
        <button
          type="button"
          className="login-captcha"
          aria-label={t('auth.refreshCaptcha')}
          title={t('auth.refreshCaptcha')}
          onClick={onRefresh}
        >
          {captcha.data ? (
            <img className="login-captcha__image" src={captcha.data} alt={t('auth.captcha')} />
          ) : captcha.isError ? (
            <span className="login-captcha__text">{t('common.retry')}</span>
          ) : (
            <DotLoading color="currentColor" />
          )}
        </button>
      }
    />
  )
}
