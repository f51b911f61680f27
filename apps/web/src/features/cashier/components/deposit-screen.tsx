import type { DepositChannel } from '@parlor/contract'
import { Button } from 'antd-mobile'
import { RightOutline } from 'antd-mobile-icons'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { RealMemberOnly } from '@/components/layout/real-member-only'
import { paths } from '@/config/paths'
import { useDepositChannels } from '../api/get-deposit-channels'
import { AmountForm, type ManualDraft } from './amount-form'
import { ChannelPicker, type DepositLook } from './channel-picker'
import { ManualTransfer } from './manual-transfer'
import './deposit.css'

interface DepositScreenProps {
  /** The merchant template's `dep_func`: '1' the new look (card grid, big chips), else the base look. */
  look: DepositLook
  /** The member's balance as the header shows it. */
  balance: ReactNode
}

/** Guests sign in first and come back; trial accounts cannot deposit (free_reject). */
export function DepositScreen(props: DepositScreenProps) {
  return <RealMemberOnly>{(session) => <Deposit {...props} token={session.token} />}</RealMemberOnly>
}

export function BalanceCard({ balance }: { balance: ReactNode }) {
  const { t } = useTranslation()
  return (
    <section className="dep-card dep-balance" aria-label={t('deposit.balance')}>
      <span className="dep-hint">{t('deposit.balance')}</span>
      <span className="dep-balance__value">{balance}</span>
    </section>
  )
}

/**
 * `/m/voucherCenter`: choose a channel, an amount and a promotion; a gateway channel then opens
 * the provider's payment page, a manual one shows the receiving account and the reference form.
 * The chosen channel stays in the URL (`?channel=<id>`), so a reload keeps it.
 */
function Deposit({ look, balance, token }: DepositScreenProps & { token: string }) {
  const { t } = useTranslation()
  const channels = useDepositChannels(token)
  const [params, setParams] = useSearchParams()
  const [manual, setManual] = useState<ManualDraft | null>(null)

  const list = channels.data?.channels ?? []
  const symbol = channels.data?.currencySymbol ?? ''
  const wanted = Number(params.get('channel'))
  const selected: DepositChannel | undefined =
    list.find((c) => c.id === wanted && !c.maintenance) ?? list.find((c) => !c.maintenance)

  const select = (c: DepositChannel) => {
    setManual(null)
    setParams({ channel: String(c.id) }, { replace: true })
  }

  let body: ReactNode
  if (channels.isPending) body = <p className="dep-card dep-hint">{t('common.loading')}</p>
  else if (channels.isError)
    body = (
      <div className="dep-card dep-problem" role="alert">
        <p>{t('deposit.loadFailed')}</p>
        <Button size="small" onClick={() => void channels.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  else if (!selected)
    body = (
      <>
        {list.length > 0 && (
          <ChannelPicker look={look} channels={list} selectedId={null} currencySymbol={symbol} onSelect={select} />
        )}
        <p className="dep-card dep-text" role="status">
          {t('deposit.noChannels')}
        </p>
      </>
    )
  else if (manual && selected.kind === 'manual')
    body = (
      <ManualTransfer
        token={token}
        channel={selected}
        draft={manual}
        currencySymbol={symbol}
        onBack={() => setManual(null)}
      />
    )
  else
    body = (
      <>
        <ChannelPicker look={look} channels={list} selectedId={selected.id} currencySymbol={symbol} onSelect={select} />
        <AmountForm
          key={selected.id}
          look={look}
          token={token}
          channel={selected}
          currencySymbol={symbol}
          onManual={setManual}
        />
      </>
    )

  return (
    <div className={`dep dep--${look}`} data-look={look}>
      <BalanceCard balance={balance} />
      {body}
      <Link className="dep-card dep-records" to={paths.vouReport.path}>
        <span>{t('deposit.pending.records')}</span>
        <RightOutline aria-hidden="true" />
      </Link>
    </div>
  )
}
