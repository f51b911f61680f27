import { isTrialType } from '@parlor/contract'
import { List } from 'antd-mobile'
import { MessageOutline, PayCircleOutline, RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useLocation } from 'react-router'
import { StatusPage } from '@/components/layout/status-page'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/storage'
import './cashier.css'

export type CashierKind = 'deposit' | 'withdraw'

export interface CashierLink {
  title: string
  url: string
}

interface CashierScreenProps {
  kind: CashierKind
  /** The formatted total balance; null while it loads. */
  balance: string | null
  balanceFailed?: boolean
  /** Decrypted customer-service links; null while the decoder loads. */
  links: CashierLink[] | null
}

const RECORDS = { deposit: paths.vouReport.path, withdraw: paths.withdrawReport.path } as const

/**
 * `/m/voucherCenter` and `/m/withdraw`. No payment provider is connected and the server has no
 * deposit or withdrawal API, so the screen says so and hands the member to customer service,
 * through whom the operator credits or pays out. The shell header carries the screen title.
 */
export function CashierScreen(props: CashierScreenProps) {
  const { t } = useTranslation()
  const session = useSession()
  const { pathname, search } = useLocation()
  if (!session) return <Navigate to={paths.login.path} state={{ from: `${pathname}${search}` }} replace />
  if (isTrialType(session.type))
    return <StatusPage level={2} icon={<PayCircleOutline />} title={t('messages.free_reject')} />
  return <Cashier {...props} />
}

function Cashier({ kind, balance, balanceFailed = false, links }: CashierScreenProps) {
  const { t } = useTranslation()
  let balanceText = '…'
  if (balance !== null) balanceText = balance
  else if (balanceFailed) balanceText = '--'

  return (
    <div className="cashier">
      <section className="cashier__card cashier__balance" aria-labelledby="cashier-balance-label">
        <span id="cashier-balance-label" className="cashier__label">
          {t('cashier.balance')}
        </span>
        <strong
          className="cashier__amount"
          data-testid="cashier-balance"
          aria-busy={balance === null && !balanceFailed}
        >
          {balanceText}
        </strong>
        {balanceFailed && balance === null && <span className="cashier__hint">{t('cashier.balanceFailed')}</span>}
      </section>

      <section className="cashier__card" aria-labelledby="cashier-notice">
        <h2 id="cashier-notice" className="cashier__heading">
          {t(`cashier.${kind}.title`)}
        </h2>
        <p className="cashier__text">{t(`cashier.${kind}.text`)}</p>
      </section>

      <section className="cashier__card" aria-labelledby="cashier-contact">
        <h2 id="cashier-contact" className="cashier__heading">
          {t('cashier.contactTitle')}
        </h2>
        {links === null && <p className="cashier__hint">{t('common.loading')}</p>}
        {links?.length === 0 && <p className="cashier__hint">{t('cashier.noContact')}</p>}
        {links && links.length > 0 && (
          <List className="cashier__links" data-testid="cashier-links">
            {links.map((l) => (
              <List.Item key={l.url} prefix={<MessageOutline aria-hidden="true" />} description={new URL(l.url).host}>
                <a className="cashier__link" href={l.url} target="_blank" rel="noopener noreferrer">
                  {l.title === 'CS' ? t('cashier.online') : t('cashier.channel', { name: l.title })}
                </a>
              </List.Item>
            ))}
          </List>
        )}
      </section>

      <Link className="cashier__card cashier__records" to={RECORDS[kind]}>
        <span>{t(`cashier.${kind}.records`)}</span>
        <RightOutline aria-hidden="true" />
      </Link>
    </div>
  )
}
