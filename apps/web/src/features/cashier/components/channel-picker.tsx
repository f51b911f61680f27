import type { DepositChannel } from '@parlor/contract'
import { CheckCircleFill } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { ChannelIcon } from './channel-icon'
import { formatMoneyMajor } from '@/lib/format'

export type DepositLook = 'new' | 'base'

interface ChannelPickerProps {
  look: DepositLook
  channels: readonly DepositChannel[]
  selectedId: number | null
  currencySymbol: string
  onSelect: (channel: DepositChannel) => void
}

/** What a channel costs and takes, in one line. */
function useChannelTerms() {
  const { t } = useTranslation()
  return (c: DepositChannel, symbol: string) =>
    `${t('deposit.limits', {
      min: formatMoneyMajor(c.minAmount, { symbol }),
      max: formatMoneyMajor(c.maxAmount, { symbol }),
    })} · ${c.feePercent > 0 ? t('deposit.fee', { fee: c.feePercent }) : t('deposit.noFee')}`
}

/**
 * The merchant's deposit channels as one radio group: cards in a grid (new look) or rows (base
 * look). A channel under maintenance stays listed, disabled and labelled, so the player knows it
 * exists; a sandbox channel carries the SANDBOX badge.
 */
export function ChannelPicker({ look, channels, selectedId, currencySymbol, onSelect }: ChannelPickerProps) {
  const { t } = useTranslation()
  const terms = useChannelTerms()
  return (
    <fieldset className="dep-card dep-fieldset">
      <legend className="dep-heading dep-legend">{t('deposit.channelsTitle')}</legend>
      <div className={look === 'new' ? 'dep-channels dep-channels--grid' : 'dep-channels dep-channels--list'}>
        {channels.map((c) => {
          const checked = c.id === selectedId
          const classes = ['dep-channel', checked && 'dep-channel--on', c.maintenance && 'dep-channel--off']
          return (
            <label key={c.id} data-testid={`channel-${c.code}`} className={classes.filter(Boolean).join(' ')}>
              <input
                type="radio"
                name="deposit-channel"
                className="dep-channel__input"
                value={c.id}
                checked={checked}
                disabled={c.maintenance}
                onChange={() => onSelect(c)}
              />
              <ChannelIcon variant={c.variant} size={look === 'new' ? 40 : 32} />
              <span className="dep-channel__body">
                <span className="dep-channel__name">
                  {c.name}
                  {c.sandbox && <span className="dep-badge dep-badge--sandbox">{t('deposit.sandbox')}</span>}
                </span>
                {c.maintenance ? (
                  <span className="dep-channel__terms dep-channel__terms--off">{t('deposit.maintenance')}</span>
                ) : (
                  <span className="dep-channel__terms">{terms(c, currencySymbol)}</span>
                )}
              </span>
              {checked && <CheckCircleFill className="dep-channel__check" aria-hidden="true" />}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
