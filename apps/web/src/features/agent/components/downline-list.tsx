import type { Downline } from '@parlor/contract'
import { Checkbox, ErrorBlock, List, SearchBar, Skeleton, Switch } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useDownlines } from '../api/get-downlines'
import { formatMoneyMajor } from '@/lib/format'

export interface DownlineListProps {
  selected: ReadonlySet<number>
  onToggle: (downline: Downline) => void
  /** Extra control at the end of each row (team management's single transfer button). */
  rowAction?: (downline: Downline) => React.ReactNode
}

/**
 * The agent's team, searchable by username and optionally only direct downlines; both choices
 * live in the URL (`?account=`, `?direct=1`). Rows can be ticked for a multi-downline transfer.
 */
export function DownlineList({ selected, onToggle, rowAction }: DownlineListProps) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const account = params.get('account') ?? ''
  const direct = params.get('direct') === '1'
  const { data, isPending, isError } = useDownlines({
    ...(account ? { account } : {}),
    ...(direct ? { direct: '1' } : {}),
    pageSize: 100,
  })
  const setParam = (name: string, value: string) =>
    setParams(
      (p) => {
        if (value) p.set(name, value)
        else p.delete(name)
        return p
      },
      { replace: true },
    )

  return (
    <>
      <div className="agent-screen__bar">
        <SearchBar
          placeholder={t('agent.team.search')}
          defaultValue={account}
          onSearch={(v) => setParam('account', v.trim())}
          onClear={() => setParam('account', '')}
          aria-label={t('agent.team.search')}
        />
        <div className="agent-switch">
          <Switch
            checked={direct}
            onChange={(on) => setParam('direct', on ? '1' : '')}
            aria-label={t('agent.team.directOnly')}
          />
          <span aria-hidden>{t('agent.team.directOnly')}</span>
        </div>
      </div>
      {isError && <ErrorBlock status="default" title={t('agent.loadFailed')} description="" />}
      {isPending && <Skeleton.Paragraph lineCount={5} animated />}
      {data && (
        <>
          <p className="agent-screen__empty">{t('agent.team.count', { count: data.totalCount })}</p>
          <List>
            {data.list.map((d) => (
              <List.Item
                key={d.id}
                data-testid={`downline-${d.account}`}
                prefix={
                  // antd-mobile puts aria-label on its wrapping <label>, where ARIA forbids it: the
                  // name goes in the label's own (hidden) text instead.
                  <Checkbox checked={selected.has(d.id)} onChange={() => onToggle(d)}>
                    <span className="visually-hidden">{t('agent.team.select', { account: d.account })}</span>
                  </Checkbox>
                }
                description={`${t(d.direct ? 'agent.team.direct' : 'agent.team.level', { level: d.level, parent: d.parentAccount })} · ${t(d.online ? 'agent.team.online' : 'agent.team.offline')}`}
                extra={
                  <span className="agent-downline__extra">
                    <span data-testid="downline-balance">{formatMoneyMajor(d.balance)}</span>
                    {rowAction?.(d)}
                  </span>
                }
              >
                {d.account}
                {d.nickname ? <small> · {d.nickname}</small> : null}
              </List.Item>
            ))}
          </List>
          {data.list.length === 0 && <p className="agent-screen__empty">{t('agent.team.none')}</p>}
        </>
      )}
    </>
  )
}
