import { useTranslation } from 'react-i18next'
import { useNow } from './use-now'
import { formatDate } from '@/lib/format'

const pad = (n: number) => String(n).padStart(2, '0')

/** Time left until a promotion ends: a live countdown under a week, the end date beyond. */
export function PromotionCountdown({ startTime, endTime }: { startTime: number; endTime: number | null }) {
  const { t } = useTranslation()
  const now = useNow()
  if (now < startTime) return <span>{t('promotions.startsOn', { date: formatDate(startTime) })}</span>
  if (endTime === null) return <span>{t('promotions.noEnd')}</span>
  const left = Math.max(0, endTime - now)
  if (left === 0) return <span>{t('promotions.ended')}</span>
  if (left > 7 * 86_400_000) return <span>{t('promotions.endsOn', { date: formatDate(endTime) })}</span>
  const s = Math.floor(left / 1000)
  const time = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
  return <span>{t('promotions.endsIn', { days: Math.floor(s / 86_400), time })}</span>
}
