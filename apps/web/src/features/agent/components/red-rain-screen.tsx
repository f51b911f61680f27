import { formatMinor, type RedRain } from '@parlor/contract'
import { Button, Card, Dialog, Input, Selector, Tag, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCancelRedRain } from '../api/cancel-red-rain'
import { useCreateRedRain } from '../api/create-red-rain'
import { useRedRains } from '../api/get-red-rains'
import { useDownlineSelection } from '../hooks/use-downline-selection'
import { newRequestKey, parseAmount, splitAmount } from '../utils/amounts'
import { agentScreen } from './agent-gate'
import { DownlineList } from './downline-list'
import './agent-home.css'
import './agent-screens.css'
import './red-rain.css'
import { formatCountdown, formatDateTime, formatMoney, formatMoneyMajor } from '@/lib/format'
import { useNow } from '@/lib/use-now'

type Mode = 'equal' | 'random'
const DURATIONS = [10, 30, 60, 120, 360, 720, 1440] as const
const LEAD_MS = 7 * 86_400_000

/**
 * Red envelope rain (AGENTRANSMULTDOWN3, decision 049): the agent picks a total, equal or random
 * shares, the ticked downlines and a window; the server holds the total and draws the envelopes,
 * which the downlines open during the window. Below the form, the agent's rains as they go.
 */
export const RedRainScreen = agentScreen(RedRainBody)

/** `datetime-local` value of an instant in the browser's time zone. */
const localInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000)
  return d.toISOString().slice(0, 16)
}

function RedRainBody() {
  const { t } = useTranslation()
  const { selected, toggle, clear } = useDownlineSelection()
  const [total, setTotal] = useState('')
  const [mode, setMode] = useState<Mode>('equal')
  const [later, setLater] = useState(false)
  const [startText, setStartText] = useState(() => localInput(Date.now() + 3_600_000))
  const [duration, setDuration] = useState<number>(30)
  const [requestKey, setRequestKey] = useState(newRequestKey)
  const create = useCreateRedRain()
  const cents = parseAmount(total)
  const recipients = [...selected.values()]
  const count = recipients.length
  const tooSmall = cents !== null && count > 0 && cents < count
  const startAt = later ? new Date(startText).getTime() : null
  const badStart = startAt !== null && (Number.isNaN(startAt) || startAt < Date.now() || startAt > Date.now() + LEAD_MS)
  const ready = cents !== null && count > 0 && !tooSmall && !badStart

  const minutesLabel = (m: number) =>
    m < 60 ? t('agent.redRain.minutes', { count: m }) : t('agent.redRain.hours', { count: m / 60 })

  const start = async () => {
    if (!ready || cents === null) return
    const from = startAt ?? Date.now()
    const sure = await Dialog.confirm({
      title: t('agent.redRain.confirmTitle'),
      content: (
        <div className="red-rain-confirm" data-testid="red-rain-confirm">
          <p>{t('agent.redRain.confirmHeld', { total: formatMoney(cents) })}</p>
          <p>
            {t('agent.redRain.confirmWindow', {
              start: formatDateTime(from),
              end: formatDateTime(from + duration * 60_000),
            })}
          </p>
          <p>{t('agent.redRain.confirmReturn')}</p>
        </div>
      ),
      confirmText: t('agent.redRain.confirm'),
      cancelText: t('common.cancel'),
    })
    if (!sure) return
    const ok = await create
      .mutateAsync({
        // The wire keeps the contract's plain form, whatever the language shows.
        total: formatMinor(cents, { grouping: false }),
        mode,
        downlineIds: recipients.map((d) => d.id),
        startAt,
        durationMinutes: duration,
        requestKey,
      })
      .then(
        () => true,
        () => false,
      )
    if (!ok) return
    Toast.show({ icon: 'success', content: t('agent.redRain.started') })
    clear()
    setTotal('')
    setRequestKey(newRequestKey())
  }

  const each = cents !== null && count > 0 && !tooSmall ? splitAmount(cents, count, 'equal')[count - 1] : undefined

  return (
    <section className="agent-screen" aria-label={t('screens.redRain')}>
      <h1 className="visually-hidden">{t('screens.redRain')}</h1>
      <p className="agent-screen__note">{t('agent.redRain.intro')}</p>
      <div className="agent-figures red-rain-form">
        <div className="agent-field">
          <span>{t('agent.redRain.total')}</span>
          <Input
            inputMode="decimal"
            value={total}
            onChange={setTotal}
            placeholder="0.00"
            aria-label={t('agent.redRain.total')}
          />
        </div>
        <Selector
          columns={2}
          options={[
            { value: 'equal', label: t('agent.redRain.equal') },
            { value: 'random', label: t('agent.redRain.random') },
          ]}
          value={[mode]}
          onChange={(v) => v[0] && setMode(v[0] as Mode)}
        />
        <div className="red-rain-form__row">
          <span>{t('agent.redRain.start')}</span>
          <Selector
            columns={2}
            options={[
              { value: 'now', label: t('agent.redRain.startNow') },
              { value: 'later', label: t('agent.redRain.startLater') },
            ]}
            value={[later ? 'later' : 'now']}
            onChange={(v) => v[0] && setLater(v[0] === 'later')}
          />
        </div>
        {later && (
          <label className="red-rain-form__row">
            <span>{t('agent.redRain.startAt')}</span>
            <input
              className="red-rain-form__time"
              type="datetime-local"
              value={startText}
              onChange={(e) => setStartText(e.target.value)}
            />
          </label>
        )}
        {badStart && <p className="agent-down">{t('agent.redRain.badStart')}</p>}
        <div className="red-rain-form__row">
          <span>{t('agent.redRain.duration')}</span>
          <Selector
            columns={4}
            options={DURATIONS.map((m) => ({ value: String(m), label: minutesLabel(m) }))}
            value={[String(duration)]}
            onChange={(v) => v[0] && setDuration(Number(v[0]))}
          />
        </div>
        {tooSmall && <p className="agent-down">{t('agent.redRain.tooSmall')}</p>}
        <p className="red-rain-form__summary" data-testid="red-rain-summary">
          {count === 0
            ? t('agent.redRain.pickMembers')
            : mode === 'equal' && each !== undefined
              ? t('agent.redRain.summaryEqual', { count, each: formatMoney(each) })
              : t('agent.redRain.summaryRandom', { count })}
        </p>
        <Button
          block
          color="danger"
          disabled={!ready}
          loading={create.isPending}
          onClick={() => {
            void start()
          }}
        >
          {t('agent.redRain.send', { count })}
        </Button>
      </div>
      <RainList />
      <DownlineList selected={new Set(selected.keys())} onToggle={toggle} />
    </section>
  )
}

function RainList() {
  const { t } = useTranslation()
  const { data } = useRedRains()
  const now = useNow()
  if (!data) return null
  return (
    <section aria-label={t('agent.redRain.yourRains')}>
      <h2 className="agent-screen__heading">{t('agent.redRain.yourRains')}</h2>
      {data.list.length === 0 && <p className="agent-screen__empty">{t('agent.redRain.none')}</p>}
      {data.list.map((r) => (
        <RainCard key={r.id} rain={r} now={now} />
      ))}
    </section>
  )
}

const STATUS_COLOR = { scheduled: 'primary', open: 'danger', ended: 'default', cancelled: 'default' } as const

function RainCard({ rain, now }: { rain: RedRain; now: number }) {
  const { t } = useTranslation()
  const cancel = useCancelRedRain()
  // The list is refreshed every few seconds; the clock moves the status between refreshes.
  const status =
    rain.status === 'scheduled' && now >= rain.startsAt
      ? 'open'
      : rain.status === 'open' && now >= rain.endsAt
        ? 'ended'
        : rain.status
  const money = (v: number) => formatMoneyMajor(v)

  const doCancel = async () => {
    const sure = await Dialog.confirm({
      content: t('agent.redRain.cancelConfirm'),
      confirmText: t('agent.redRain.cancel'),
      cancelText: t('common.close'),
    })
    if (!sure) return
    const done = await cancel.mutateAsync(rain.id).catch(() => null)
    if (done) Toast.show({ icon: 'success', content: t('agent.redRain.cancelled', { amount: money(done.rain.total) }) })
  }

  return (
    <Card className="agent-card red-rain-card" data-testid={`red-rain-${rain.id}`}>
      <div className="red-rain-card__head">
        <strong>{money(rain.total)}</strong>
        <span className="red-rain-card__mode">
          {t(rain.mode === 'equal' ? 'agent.redRain.equal' : 'agent.redRain.random')}
        </span>
        <Tag color={STATUS_COLOR[status]} fill="outline" data-testid="red-rain-status">
          {t(`agent.redRain.status.${status}`)}
        </Tag>
      </div>
      <p className="red-rain-card__time">
        {status === 'scheduled'
          ? t('agent.redRain.startsIn', { time: formatCountdown(rain.startsAt - now) })
          : status === 'open'
            ? t('agent.redRain.endsIn', { time: formatCountdown(rain.endsAt - now) })
            : t('agent.redRain.window', { start: formatDateTime(rain.startsAt), end: formatDateTime(rain.endsAt) })}
      </p>
      <dl className="agent-card__facts">
        <dt>{t('agent.redRain.claimed', { claimed: rain.claimedCount, count: rain.envelopeCount })}</dt>
        <dd data-testid="red-rain-claimed">{money(rain.claimedAmount)}</dd>
        {rain.returnedAmount !== null && (
          <>
            <dt>{t('agent.redRain.returned')}</dt>
            <dd data-testid="red-rain-returned">{money(rain.returnedAmount)}</dd>
          </>
        )}
      </dl>
      <ul className="red-rain-card__envelopes">
        {rain.envelopes.map((e) => (
          <li key={e.memberId} className={e.claimedAt ? 'is-claimed' : undefined}>
            <span>{e.account}</span>
            <span>{e.claimedAt ? money(e.amount) : '—'}</span>
          </li>
        ))}
      </ul>
      {status === 'scheduled' && (
        <Button
          size="small"
          fill="outline"
          loading={cancel.isPending}
          onClick={() => {
            void doCancel()
          }}
        >
          {t('agent.redRain.cancel')}
        </Button>
      )}
    </Card>
  )
}
