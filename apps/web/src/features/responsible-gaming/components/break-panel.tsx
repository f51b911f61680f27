import { RG_EXCLUSIONS, RG_TIMEOUTS, type RgBreak, type RgBreakBody, type RgBreakKind } from '@parlor/contract'
import { Button, Dialog, List, Selector } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format'
import { clearSignedInState } from '@/lib/storage'
import { useTakeRgBreak } from '../api/take-rg-break'

const DAY = 86_400_000
/** When a break chosen now would end, as the server will count it (null: never). */
function endOf(body: RgBreakBody, now: number): number | null {
  const months = (n: number) => {
    const d = new Date(now)
    d.setUTCMonth(d.getUTCMonth() + n)
    return d.getTime()
  }
  const ends: Record<RgBreakBody['duration'], number | null> = {
    '24h': now + DAY,
    '7d': now + 7 * DAY,
    '30d': now + 30 * DAY,
    '6m': months(6),
    '1y': months(12),
    '5y': months(60),
    permanent: null,
  }
  return ends[body.duration]
}

/** Time-out or self-exclusion: chosen, confirmed in plain words, then the member is signed out. */
export function BreakPanel({ current }: { current: RgBreak | null }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const take = useTakeRgBreak()
  const [chosen, setChosen] = useState<RgBreakBody | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  if (current)
    return (
      <p className="rg-intro" role="status">
        {current.endTime === null
          ? t('responsibleGaming.break.activePermanent')
          : t('responsibleGaming.break.active', { time: formatDateTime(current.endTime) })}
      </p>
    )

  const choose = (kind: RgBreakKind, duration: string | undefined) =>
    setChosen(duration ? ({ kind, duration, confirm: true } as RgBreakBody) : null)

  const start = async () => {
    if (!chosen) return
    const end = endOf(chosen, Date.now())
    const sure = await Dialog.confirm({
      title: t('responsibleGaming.break.confirmTitle'),
      content:
        end === null
          ? t('responsibleGaming.break.confirmPermanent')
          : t('responsibleGaming.break.confirmUntil', { time: formatDateTime(end) }),
      confirmText: t('responsibleGaming.break.confirm'),
      cancelText: t('responsibleGaming.break.cancel'),
    })
    if (!sure) return
    try {
      await take.mutateAsync(chosen)
    } catch (error) {
      setFailure(isApiError(error) && error.message ? error.message : t('errors.unknown'))
      return
    }
    await Dialog.alert({ content: t('responsibleGaming.break.started'), confirmText: t('responsibleGaming.break.ok') })
    // Home first: this screen, left signed out, would send the member to sign in. The server
    // ended every session with the break; this device forgets it too.
    await navigate(paths.home.path, { replace: true })
    clearSignedInState()
  }

  const group = (kind: RgBreakKind, durations: readonly RgBreakBody['duration'][]) => (
    <List
      className="rg-list"
      header={
        <span className="rg-list__header">
          <strong>{t(`responsibleGaming.break.${kind}`)}</strong>
          <span>{t(`responsibleGaming.break.${kind}Hint`)}</span>
        </span>
      }
    >
      <List.Item>
        <Selector
          aria-label={t(`responsibleGaming.break.${kind}`)}
          columns={durations.length > 3 ? 2 : 3}
          options={durations.map((d) => ({ value: d, label: t(`responsibleGaming.duration.${d}`) }))}
          value={chosen?.kind === kind ? [chosen.duration] : []}
          onChange={(v) => choose(kind, v[0])}
        />
      </List.Item>
    </List>
  )

  return (
    <div className="rg-panel">
      <p className="rg-intro">{t('responsibleGaming.break.intro')}</p>
      {group('timeout', RG_TIMEOUTS)}
      {group('self_exclusion', RG_EXCLUSIONS)}
      {failure && (
        <p className="rg-error" role="alert">
          {failure}
        </p>
      )}
      <Button block color="danger" disabled={!chosen} loading={take.isPending} onClick={start}>
        {chosen ? t('responsibleGaming.break.start') : t('responsibleGaming.break.choose')}
      </Button>
    </div>
  )
}
