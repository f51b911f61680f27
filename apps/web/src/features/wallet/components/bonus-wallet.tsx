import type { Balance } from '@parlor/contract'
import { ProgressBar } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useWalletBalance } from '../api/get-wallet-balance'
import { formatDate, formatMoneyMajor } from '@/lib/format'
import './bonus-wallet.css'

/**
 * Cash and locked bonus money apart (decision 048), with each bonus's wagering progress and
 * expiry. Renders nothing while the member holds no bonus, so screens stay as they were.
 */
export function BonusWallet() {
  const { data } = useWalletBalance()
  return data ? <BonusWalletView balance={data} /> : null
}

export function BonusWalletView({ balance }: { balance: Balance }) {
  const { t } = useTranslation()
  const bonuses = balance.bonuses ?? []
  if (bonuses.length === 0) return null
  const money = (n: number) => formatMoneyMajor(n, { symbol: balance.currencySymbol })
  return (
    <section className="bonus-wallet" aria-labelledby="bonus-wallet-title" data-testid="bonus-wallet">
      <h2 id="bonus-wallet-title" className="bonus-wallet__title">
        {t('bonus.title')}
      </h2>
      <dl className="bonus-wallet__figures">
        <div>
          <dt>{t('bonus.cash')}</dt>
          <dd data-testid="bonus-wallet-cash">{money(balance.sumBalance)}</dd>
        </div>
        <div>
          <dt>{t('bonus.locked')}</dt>
          <dd data-testid="bonus-wallet-bonus">{money(balance.bonusBalance ?? 0)}</dd>
        </div>
      </dl>
      <ul className="bonus-wallet__grants">
        {bonuses.map((b) => {
          const percent = b.required > 0 ? Math.min(100, Math.floor((b.wagered / b.required) * 100)) : 100
          return (
            <li key={b.id} className="bonus-wallet__grant">
              <div className="bonus-wallet__grant-head">
                <strong>{money(b.amount)}</strong>
                <span>{t('bonus.expires', { date: formatDate(b.expiresAt) })}</span>
              </div>
              <ProgressBar
                percent={percent}
                aria-label={t('bonus.progress', { wagered: money(b.wagered), required: money(b.required) })}
              />
              <p className="bonus-wallet__progress">
                {t('bonus.progress', { wagered: money(b.wagered), required: money(b.required) })}
              </p>
            </li>
          )
        })}
      </ul>
      <p className="bonus-wallet__note">{t('bonus.note')}</p>
    </section>
  )
}
