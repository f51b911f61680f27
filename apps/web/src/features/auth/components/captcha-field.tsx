import { DotLoading } from 'antd-mobile'
import { CheckShieldOutline } from 'antd-mobile-icons'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RULE_LIMITS } from '@parlor/contract'
import { useCaptcha } from '../api/get-captcha'

interface CaptchaFieldProps {
  /** Bumped by the form for a new captcha (tap, method switch, failed attempt). */
  round: number
  onRefresh: () => void
  invalid: boolean
  error: ReactNode
  inputProps: InputHTMLAttributes<HTMLInputElement> & { name: string }
}

/** The image captcha with its answer field; the image is a button that draws a new one. */
export function CaptchaField({ round, onRefresh, invalid, error, inputProps }: CaptchaFieldProps) {
  const { t } = useTranslation()
  const captcha = useCaptcha(round)

  return (
    <div className="login-field">
      <div className={invalid ? 'login-field__box login-field__box--invalid' : 'login-field__box'}>
        <span className="login-field__icon" aria-hidden="true">
          <CheckShieldOutline />
        </span>
        <input
          className="login-field__input"
          inputMode="numeric"
          aria-label={t('auth.captcha')}
          placeholder={t('auth.captchaPlaceholder')}
          autoComplete="off"
          maxLength={RULE_LIMITS.captchaMax}
          aria-invalid={invalid ? true : undefined}
          {...inputProps}
        />
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
      </div>
      {error}
    </div>
  )
}
