import { formatMinor } from '@parlor/contract'
import { Button, Input, Selector, Toast } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useTransferMultipleDownline } from '../api/transfer-multiple-downline'
import { newRequestKey, parseAmount, splitAmount } from '../utils/amounts'
import { useDownlineSelection } from '../hooks/use-downline-selection'
import { agentScreen } from './agent-gate'
import { DownlineList } from './downline-list'
import './agent-home.css'
import './agent-screens.css'
import { formatMoney } from '@/lib/format'

type Mode = 'equal' | 'random'

/**
 * Red envelope rain (AGENTRANSMULTDOWN3): a total shared by the ticked downlines, equally or in
 * random envelopes, paid as one all-or-nothing multiple transfer. The shares are drawn here and
 * shown before sending, so what the agent confirms is exactly what is paid.
 */
export const RedRainScreen = agentScreen(RedRain)

function RedRain() {
  const { t } = useTranslation()
  const { selected, toggle, clear } = useDownlineSelection()
  const [total, setTotal] = useState('')
  const [mode, setMode] = useState<Mode>('equal')
  const [draw, setDraw] = useState(0)
  const [requestKey, setRequestKey] = useState(newRequestKey)
  const send = useTransferMultipleDownline()
  const cents = parseAmount(total)
  const recipients = [...selected.values()]

  // biome-ignore lint/correctness/useExhaustiveDependencies: `draw` asks for a new random split.
  const shares = useMemo(
    () => (cents === null ? [] : splitAmount(cents, recipients.length, mode)),
    [cents, recipients.length, mode, draw],
  )

  const rain = async () => {
    if (shares.length === 0) return
    const ok = await send
      .mutateAsync({
        transfers: recipients.map((d, i) => ({
          downlineId: d.id,
          amount: formatMinor(shares[i] as number, { grouping: false }),
        })),
        requestKey,
        remark: 'red envelope rain',
      })
      .then(
        () => true,
        () => false,
      )
    if (!ok) return
    Toast.show({ icon: 'success', content: t('agent.redRain.sent', { count: recipients.length }) })
    clear()
    setTotal('')
    setRequestKey(newRequestKey())
  }

  const tooSmall = cents !== null && recipients.length > 0 && cents < recipients.length

  return (
    <section className="agent-screen" aria-label={t('screens.redRain')}>
      <h1 className="visually-hidden">{t('screens.redRain')}</h1>
      <p className="agent-screen__note">{t('agent.redRain.intro')}</p>
      <div className="agent-figures">
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
        {tooSmall && <p className="agent-down">{t('agent.redRain.tooSmall')}</p>}
        {shares.length > 0 && (
          <ul className="agent-shares" aria-label={t('agent.redRain.preview')}>
            {recipients.map((d, i) => (
              <li key={d.id}>
                <span>{d.account}</span>
                <span>{formatMoney(shares[i] as number)}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="agent-screen__buttons">
          {mode === 'random' && shares.length > 0 && (
            <Button fill="outline" onClick={() => setDraw((n) => n + 1)}>
              {t('agent.redRain.redraw')}
            </Button>
          )}
          <Button
            block
            color="primary"
            disabled={shares.length === 0}
            loading={send.isPending}
            onClick={() => {
              void rain()
            }}
          >
            {t('agent.redRain.send', { count: recipients.length })}
          </Button>
        </div>
      </div>
      <DownlineList selected={new Set(selected.keys())} onToggle={toggle} />
    </section>
  )
}
