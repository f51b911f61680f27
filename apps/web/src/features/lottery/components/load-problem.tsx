import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api-client'
import './load-problem.css'

/**
 * A list or page of the lottery that could not be loaded: what failed, the server's own reason
 * (already in the player's language, or the app's no-connection text), and a retry.
 */
export function LoadProblem({
  title,
  error,
  onRetry,
  className,
}: {
  title: string
  error: unknown
  onRetry: () => void
  className: string
}) {
  const { t } = useTranslation()
  const reason = isApiError(error) && error.message !== title ? error.message : null
  return (
    <div className={className} role="alert">
      <p>{title}</p>
      {reason && <p className="lot-problem__reason">{reason}</p>}
      <Button size="small" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  )
}
