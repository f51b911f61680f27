import { Dialog, List, Selector } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoneyMajor } from '@/lib/format'
import {
  REALITY_CHECK_CHOICES,
  setRealityCheckMinutes,
  useRealityCheckMinutes,
} from '../hooks/use-reality-check-minutes'
import './responsible-gaming.css'

const MINUTE = 60_000

/**
 * The game page covers the app above antd-mobile's dialogs (launch-screen.css): the reality check
 * opens in a layer of its own that lifts it over the game.
 */
function realityLayer(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.rg-reality-layer')
  if (found) return found
  const layer = document.createElement('div')
  layer.className = 'rg-reality-layer'
  document.body.append(layer)
  return layer
}

/** The member's choice of how often a reality check interrupts play. */
export function RealityCheckSetting() {
  const { t } = useTranslation()
  const minutes = useRealityCheckMinutes()
  return (
    <List
      className="rg-list"
      header={
        <span className="rg-list__header">
          <strong>{t('responsibleGaming.reality.title')}</strong>
          <span>{t('responsibleGaming.reality.hint')}</span>
        </span>
      }
    >
      <List.Item>
        <Selector
          aria-label={t('responsibleGaming.reality.title')}
          columns={4}
          options={REALITY_CHECK_CHOICES.map((m) => ({
            value: String(m),
            label: m === 0 ? t('responsibleGaming.reality.off') : t('responsibleGaming.reality.every', { minutes: m }),
          }))}
          value={[String(minutes)]}
          onChange={(v) => v[0] !== undefined && setRealityCheckMinutes(Number(v[0]))}
        />
      </List.Item>
    </List>
  )
}

/**
 * Over a game page: every chosen number of minutes, the time played and the net result since the
 * game opened (the balance then against now), and a choice to continue or stop.
 */
export function RealityCheck({
  readBalance,
  onStop,
}: {
  /** The wallet balance now, in major units (read fresh by the route). */
  readBalance: () => Promise<number | undefined>
  onStop: () => void
}) {
  const { t } = useTranslation()
  const minutes = useRealityCheckMinutes()
  const start = useRef<{ at: number; balance: number | undefined } | null>(null)
  const latest = useRef({ readBalance, onStop })
  latest.current = { readBalance, onStop }

  useEffect(() => {
    if (minutes === 0) return
    let cancelled = false
    const begin = async () => {
      start.current ??= { at: Date.now(), balance: await latest.current.readBalance() }
    }
    void begin()
    const timer = window.setInterval(async () => {
      const now = await latest.current.readBalance()
      if (cancelled || !start.current) return
      const played = Math.round((Date.now() - start.current.at) / MINUTE)
      const result = now === undefined || start.current.balance === undefined ? null : now - start.current.balance
      const carryOn = await Dialog.confirm({
        title: t('responsibleGaming.reality.title'),
        content:
          result === null
            ? t('responsibleGaming.reality.playedOnly', { minutes: played })
            : t('responsibleGaming.reality.played', {
                minutes: played,
                result: `${result > 0 ? '+' : ''}${formatMoneyMajor(result)}`,
              }),
        getContainer: realityLayer,
        confirmText: t('responsibleGaming.reality.continue'),
        cancelText: t('responsibleGaming.reality.stop'),
      })
      if (!carryOn && !cancelled) latest.current.onStop()
    }, minutes * MINUTE)
    return () => {
      cancelled = true
      window.clearInterval(timer)
    }
  }, [minutes, t])
  return null
}
