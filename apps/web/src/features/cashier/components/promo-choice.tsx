import type { DepositPromo } from '@parlor/contract'
import { Radio } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { formatMoneyMajor } from '@/lib/format'

export const NO_PROMO = ''

interface PromoChoiceProps {
  promos: readonly DepositPromo[]
  /** The chosen promotion's id as text, or NO_PROMO. */
  value: string
  onChange: (value: string) => void
  currencySymbol: string
}

/** The merchant's eligible deposit promotions; no promotion is the default and always offered. */
export function PromoChoice({ promos, value, onChange, currencySymbol }: PromoChoiceProps) {
  const { t } = useTranslation()
  if (promos.length === 0) return null
  const money = (major: number) => formatMoneyMajor(major, { symbol: currencySymbol })
  return (
    <fieldset className="dep-promos">
      <legend className="dep-heading">{t('deposit.promoTitle')}</legend>
      <Radio.Group value={value} onChange={(v) => onChange(String(v))}>
        <Radio value={NO_PROMO} className="dep-promo">
          {t('deposit.noPromo')}
        </Radio>
        {promos.map((p) => (
          <Radio key={p.id} value={String(p.id)} className="dep-promo">
            <span className="dep-promo__name">{p.name}</span>
            <span className="dep-promo__terms">
              {t('deposit.promoTerms', {
                percent: p.bonusPercent,
                max: money(p.maxBonus),
                min: money(p.minDeposit),
                turnover: p.turnoverMultiple,
              })}
            </span>
            {p.description && <span className="dep-promo__terms">{p.description}</span>}
          </Radio>
        ))}
      </Radio.Group>
    </fieldset>
  )
}
