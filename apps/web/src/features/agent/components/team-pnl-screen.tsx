import { formatMajor } from '@parlor/contract'
import { useTranslation } from 'react-i18next'
import { useTeamKpiC } from '../api/get-team-kpi-c'
import { useRange } from '../hooks/use-range'
import { tone } from '../utils/dates'
import { AgentGate } from './agent-gate'
import { FiguresGrid, FiguresState, RangeTabs } from './team-figures'
import './agent-home.css'
import './agent-screens.css'

/**
 * Team profit and loss (AGETEAMPNL3): one row per direct downline with its whole branch
 * (teamKPIC), so the rows add up to the totals above them.
 */
export function TeamPnlScreen({ timeZone }: { timeZone: string }) {
  return (
    <AgentGate>
      <TeamPnl timeZone={timeZone} />
    </AgentGate>
  )
}

function TeamPnl({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation()
  const { key, range, setKey } = useRange(timeZone, 'week')
  const { data, isPending, isError } = useTeamKpiC({ ...range, size: 100 })
  return (
    <section className="agent-screen" aria-label={t('screens.agentTeamPnl')}>
      <h1 className="visually-hidden">{t('screens.agentTeamPnl')}</h1>
      <RangeTabs value={key} onChange={setKey} />
      {data ? (
        <>
          <div className="agent-figures">
            <FiguresGrid footer={data.footer} keys={['teamDeposit', 'teamWithdraw', 'teamBet', 'teamProfit']} />
          </div>
          {data.list.length === 0 ? (
            <p className="agent-screen__empty">{t('agent.team.none')}</p>
          ) : (
            <div className="agent-table__scroll">
              <table className="agent-table" aria-label={t('agent.pnl.byDownline')}>
                <thead>
                  <tr>
                    <th>{t('agent.col.account')}</th>
                    <th>{t('agent.col.deposit')}</th>
                    <th>{t('agent.col.bet')}</th>
                    <th>{t('agent.col.win')}</th>
                    <th>{t('agent.col.profit')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={row.memberId}>
                      <td>
                        {row.account}
                        {row.teamSize > 1 && <small> ({row.teamSize})</small>}
                      </td>
                      <td>{formatMajor(row.deposit)}</td>
                      <td>{formatMajor(row.bet)}</td>
                      <td>{formatMajor(row.win)}</td>
                      <td className={tone(row.profit)}>{formatMajor(row.profit)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : (
        <FiguresState isPending={isPending} isError={isError} />
      )}
    </section>
  )
}
