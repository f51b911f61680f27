import { Button, Switch } from 'antd-mobile'
import { DeleteOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { betTypeName, picksText } from '../utils/orders-texts'
import { itemAmount, type SlipItem, slipTotal } from '../utils/slip'
import { formatMoney } from '@/lib/format'

interface BetSlipProps {
  items: readonly SlipItem[]
  symbol: string
  chase: number
  maxChase: number
  stopOnWin: boolean
  balance: ReactNode
  /** Why "Place bet" is off, if it is (betting closed, not signed in is handled by the label). */
  closed: boolean
  placing: boolean
  placeLabel: string
  onRemove: (id: string) => void
  onChase: (chase: number) => void
  onStopOnWin: (stop: boolean) => void
  onPlace: () => void
}

/** The lines to buy, the chase over the next numeros, the total with the balance, and "Place bet". */
export function BetSlip(p: BetSlipProps) {
  const { t } = useTranslation()
  const money = (minor: bigint) => formatMoney(minor, { symbol: p.symbol })
  const clamp = (n: number) => Math.min(p.maxChase, Math.max(1, Math.trunc(n) || 1))
  return (
    <section className="lot-card lot-slip" data-testid="lottery-slip" aria-labelledby="lot-slip-title">
      <h2 id="lot-slip-title" className="lot-card__title" tabIndex={-1}>
        {t('lottery.slip.title', { count: p.items.length })}
      </h2>
      {p.items.length === 0 ? (
        <p className="lot-hint">{t('lottery.slip.empty')}</p>
      ) : (
        <ul className="lot-slip__items">
          {p.items.map((item) => (
            <li key={item.id} className="lot-slip__item" data-testid="lottery-slip-item">
              <div className="lot-slip__what">
                <strong>{betTypeName(t, item.betType)}</strong>
                <span className="lot-slip__picks">{picksText(t, item.picks)}</span>
                <span className="lot-hint">
                  {t('lottery.slip.units', {
                    units: item.picks.length,
                    stake: money(item.stakeMinor),
                    amount: money(itemAmount(item)),
                  })}
                </span>
              </div>
              <Button
                fill="none"
                size="small"
                aria-label={t('lottery.slip.remove')}
                onClick={() => p.onRemove(item.id)}
              >
                <DeleteOutline aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="lot-slip__row">
        <label htmlFor="lottery-chase">{t('lottery.slip.chase')}</label>
        <div className="lot-stepper">
          <button
            type="button"
            aria-label={t('lottery.slip.chaseLess')}
            disabled={p.chase <= 1}
            onClick={() => p.onChase(clamp(p.chase - 1))}
          >
            −
          </button>
          <input
            id="lottery-chase"
            data-testid="lottery-chase"
            inputMode="numeric"
            value={p.chase}
            onChange={(e) => p.onChase(clamp(Number(e.target.value.replace(/\D/g, ''))))}
          />
          <button
            type="button"
            aria-label={t('lottery.slip.chaseMore')}
            disabled={p.chase >= p.maxChase}
            onClick={() => p.onChase(clamp(p.chase + 1))}
          >
            +
          </button>
        </div>
      </div>
      <p className="lot-hint">{t('lottery.slip.chaseHint', { max: p.maxChase })}</p>
      <div className="lot-slip__row">
        <span id="lottery-stop-label">{t('lottery.slip.stopOnWin')}</span>
        <Switch
          checked={p.stopOnWin && p.chase > 1}
          disabled={p.chase <= 1}
          onChange={p.onStopOnWin}
          aria-labelledby="lottery-stop-label"
          data-testid="lottery-stop-on-win"
        />
      </div>
      <div className="lot-slip__total">
        <span>
          {t('lottery.slip.total')}{' '}
          <strong className="lot-total" data-testid="lottery-total">
            {money(slipTotal(p.items, p.chase))}
          </strong>
        </span>
        <span className="lot-hint">
          {t('lottery.slip.balance')} {p.balance}
        </span>
      </div>
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        data-testid="lottery-place"
        loading={p.placing}
        disabled={p.items.length === 0 || p.closed || p.placing}
        onClick={p.onPlace}
      >
        {p.placeLabel}
      </Button>
    </section>
  )
}
