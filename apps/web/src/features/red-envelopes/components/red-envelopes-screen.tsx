import type { ClaimEnvelopeAnswer, OpenEnvelope } from '@parlor/contract'
import { Button, ErrorBlock, Skeleton } from 'antd-mobile'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useClaimRedEnvelope } from '../api/claim-red-envelope'
import { useRedEnvelopes } from '../api/get-red-envelopes'
import './red-envelopes.css'
import { formatCountdown, formatMoneyMajor } from '@/lib/format'
import { useNow } from '@/lib/use-now'

/**
 * The envelopes of agents' rains waiting for the member (decision 049): each opens with a tap
 * during its window and shows what it held; the balance above rises with it.
 */
export function RedEnvelopesScreen({ balance }: { balance?: ReactNode }) {
  const { t } = useTranslation()
  const { data, isPending, isError } = useRedEnvelopes()
  const [opened, setOpened] = useState<ClaimEnvelopeAnswer | null>(null)
  const now = useNow()
  const waiting = data?.list.filter((e) => e.endsAt > now) ?? []

  return (
    <section className="red-envelopes" aria-label={t('screens.redEnvelopes')}>
      {balance && (
        <p className="red-envelopes__balance">
          <span>{t('redEnvelopes.balance')}</span>
          {balance}
        </p>
      )}
      {opened && (
        <div className="red-envelope-opened" data-testid="red-envelope-opened" role="status">
          <p>{t('redEnvelopes.receivedFrom', { agent: opened.from })}</p>
          <strong data-testid="red-envelope-amount">{formatMoneyMajor(opened.amount)}</strong>
          <p>{t('redEnvelopes.addedToBalance')}</p>
          <Button size="small" onClick={() => setOpened(null)}>
            {t('redEnvelopes.close')}
          </Button>
        </div>
      )}
      {isError && <ErrorBlock status="default" title={t('redEnvelopes.loadFailed')} description="" />}
      {isPending && <Skeleton.Paragraph lineCount={3} animated />}
      {data && waiting.length === 0 && !opened && <p className="red-envelopes__none">{t('redEnvelopes.none')}</p>}
      <ul className="red-envelopes__list">
        {waiting.map((e) => (
          <EnvelopeCard key={e.id} envelope={e} now={now} onOpened={setOpened} />
        ))}
      </ul>
    </section>
  )
}

function EnvelopeCard({
  envelope,
  now,
  onOpened,
}: {
  envelope: OpenEnvelope
  now: number
  onOpened: (a: ClaimEnvelopeAnswer) => void
}) {
  const { t } = useTranslation()
  const claim = useClaimRedEnvelope()
  const open = now >= envelope.startsAt
  return (
    <li className="red-envelope-card" data-testid={`red-envelope-${envelope.id}`}>
      <span className="red-envelope-card__seal" aria-hidden>
        福
      </span>
      <div className="red-envelope-card__text">
        <strong>{t('redEnvelopes.from', { agent: envelope.from })}</strong>
        <span>
          {open
            ? t('redEnvelopes.endsIn', { time: formatCountdown(envelope.endsAt - now) })
            : t('redEnvelopes.opensIn', { time: formatCountdown(envelope.startsAt - now) })}
        </span>
      </div>
      <Button
        color="warning"
        shape="rounded"
        disabled={!open}
        loading={claim.isPending}
        onClick={() => {
          void claim.mutateAsync(envelope.id).then(onOpened, () => {})
        }}
      >
        {t('redEnvelopes.claim')}
      </Button>
    </li>
  )
}
