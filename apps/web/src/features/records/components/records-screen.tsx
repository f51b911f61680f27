import { TRANSACTION_TYPES } from '@parlor/contract'
import { List } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MemberOnly } from '@/components/layout/member-only'
import { useGameRecords } from '../api/get-game-records'
import { useTransactionRecords } from '../api/get-transaction-records'
import { type Range, rangeDates, when } from '../utils/ranges'
import { MoreRecords, RecordFilters } from './record-list-parts'
import './records-screen.css'
import { formatMoneyMajor } from '@/lib/format'

const GAME_NAMES: Record<string, string> = {
  inhouse_rng_001: 'Parlor Fortune Reels',
  inhouse_rng_002: 'Hi-Lo Dice',
  inhouse_rng_003: 'Rocket Crash',
}

/**
 * The betting record (`kind="game"`) and the account record (`kind="transaction"`): member screens,
 * so a guest's visit asks for nothing and goes to login.
 */
export function RecordsScreen({ kind }: { kind: 'game' | 'transaction' }) {
  return <MemberOnly>{(session) => <Records kind={kind} token={session.token} />}</MemberOnly>
}

function Records({ kind, token }: { kind: 'game' | 'transaction'; token: string }) {
  const { t } = useTranslation()
  const [range, setRange] = useState<Range>('week')
  const [filter, setFilter] = useState<string>('')
  const dates = useMemo(() => rangeDates(range), [range])
  const games = useGameRecords({ ...dates, ...(filter ? { gameCode: filter } : {}) }, token, kind === 'game')
  const transactions = useTransactionRecords(
    { ...dates, ...(filter ? { type: filter as (typeof TRANSACTION_TYPES)[number] } : {}) },
    token,
    kind === 'transaction',
  )
  const query = kind === 'game' ? games : transactions

  const options =
    kind === 'game'
      ? Object.entries(GAME_NAMES).map(([value, label]) => ({ value, label }))
      : TRANSACTION_TYPES.map((value) => ({ value, label: t(`records.type.${value}`) }))
  const pages = query.data?.pages ?? []
  const total = pages[0]?.totalCount ?? 0

  return (
    <section
      className="records-screen"
      aria-label={t(kind === 'game' ? 'records.gameTitle' : 'records.transactionTitle')}
    >
      <RecordFilters
        range={range}
        onRange={setRange}
        columns={3}
        options={options}
        selected={filter ? [filter] : []}
        onSelect={(v) => setFilter(v[0] ?? '')}
        label={t('records.filter')}
      />
      <p className="records-screen__count">{t('records.count', { count: total })}</p>
      <List>
        {kind === 'game'
          ? games.data?.pages
              .flatMap((p) => p.list)
              .map((r) => (
                <List.Item
                  key={`${r.vassalage}:${r.roundId}`}
                  description={`${when(r.createdAt)} · ${t(`records.status.${r.status}`)}`}
                  extra={
                    <span className={r.net >= 0 ? 'records-screen__up' : 'records-screen__down'}>
                      {r.net >= 0 ? '+' : ''}
                      {formatMoneyMajor(r.net)}
                    </span>
                  }
                >
                  {GAME_NAMES[r.gameCode] ?? r.gameCode} · {t('records.bet')} {formatMoneyMajor(r.bet)}
                </List.Item>
              ))
          : transactions.data?.pages
              .flatMap((p) => p.list)
              .map((r) => (
                <List.Item
                  key={r.id}
                  description={`${when(r.createdAt)} · ${t('records.balanceAfter')} ${formatMoneyMajor(r.balanceAfter)} ${r.currency}`}
                  extra={
                    <span className={r.amount >= 0 ? 'records-screen__up' : 'records-screen__down'}>
                      {r.amount >= 0 ? '+' : ''}
                      {formatMoneyMajor(r.amount)}
                    </span>
                  }
                >
                  {t(`records.type.${r.type}`, { defaultValue: r.type })}
                  {r.reason && r.type === 'adjustment' ? ` · ${r.reason}` : ''}
                </List.Item>
              ))}
      </List>
      <MoreRecords query={query} total={total} />
    </section>
  )
}
