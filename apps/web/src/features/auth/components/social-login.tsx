import { useTranslation } from 'react-i18next'
import type { OauthProviderName } from '@parlor/contract'
import { buildUrl } from '@/lib/api-client'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { oauthStartPath } from '../api/exchange-oauth-code'

// Brand marks drawn inline: antd-mobile-icons has none, and an image per button is not worth a request.
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  )
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M16.7 15.5l.5-3.5h-3.3V9.8c0-1 .5-1.9 2-1.9h1.5v-3s-1.4-.2-2.7-.2c-2.8 0-4.6 1.7-4.6 4.7V12H7v3.5h3.1V24h3.8v-8.5h2.8z"
      />
    </svg>
  )
}

const MARKS: Record<OauthProviderName, () => React.JSX.Element> = { google: GoogleMark, facebook: FacebookMark }

/**
 * Google and Facebook sign-in (flags GOOGLELOGIN3, FACEBOOKLOGIN3): buttons on the login screen,
 * icons on the registration screen. Only the providers the status answer lists as offered
 * (`socialLogin`: flag on and the provider set up on the server) appear; nothing at all without
 * one. Plain links: the server runs the OAuth 2.0 / OpenID Connect flow and sends the browser back
 * to `/m/login?oauth=<code>`, which the login screen exchanges for a session.
 */
export function SocialLogin({ returnTo, variant = 'buttons' }: { returnTo: string; variant?: 'buttons' | 'icons' }) {
  const { t } = useTranslation()
  // A status cached by an older build has no list: offer nothing until the fresh one arrives.
  const providers = useMerchantInfo().socialLogin ?? []
  if (providers.length === 0) return null
  return (
    <section className={`social-login social-login--${variant}`} aria-label={t('auth.orContinue')}>
      <p className="social-login__divider">
        <span>{t('auth.orContinue')}</span>
      </p>
      <div className="social-login__buttons">
        {providers.map((provider) => {
          const Mark = MARKS[provider]
          const label = t(`auth.${provider}`)
          return (
            <a
              key={provider}
              className="social-login__button"
              href={buildUrl(oauthStartPath(provider), { returnTo })}
              aria-label={variant === 'icons' ? label : undefined}
              title={variant === 'icons' ? label : undefined}
            >
              <Mark />
              {variant === 'buttons' && <span>{label}</span>}
            </a>
          )
        })}
      </div>
    </section>
  )
}
