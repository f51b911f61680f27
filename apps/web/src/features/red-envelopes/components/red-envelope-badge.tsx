import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useRedEnvelopes } from '../api/get-red-envelopes'
import { paths } from '@/config/paths'
import './red-envelopes.css'

/**
 * A red envelope floating over the screen while one of an agent's rains is open for the member:
 * the way in to the claim screen. Nothing shows without a session or an open envelope.
 */
export function RedEnvelopeBadge() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { data } = useRedEnvelopes()
  const open = data?.list.filter((e) => e.status === 'open' && e.endsAt > Date.now()).length ?? 0
  if (open === 0) return null
  return (
    <button
      type="button"
      className="red-envelope-badge"
      data-testid="red-envelope-badge"
      aria-label={t('redEnvelopes.badgeLabel', { count: open })}
      onClick={() => {
        void navigate(paths.redEnvelopes.path)
      }}
    >
      <span className="red-envelope-badge__seal" aria-hidden>
        福
      </span>
      <span className="red-envelope-badge__count" aria-hidden>
        {open}
      </span>
    </button>
  )
}
