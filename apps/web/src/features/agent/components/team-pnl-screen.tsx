import { useTranslation } from 'react-i18next'
import { useTeamKpiC } from '../api/get-team-kpi-c'
import { useRange } from '../hooks/use-range'
import { agentScreen } from './agent-gate'
import { AgentTable } from './agent-table'
import { FiguresGrid, MONEY_COLUMNS, MoneyCells, RangeReport } from './team-figures'
import './agent-home.css'
import './agent-screens.css'
import { formatMoneyMajor } from '@/lib/format'

/**
 * Team profit and loss (AGETEAMPNL3): one row per direct downline with its whole branch
 * (teamKPIC), so the rows add up to the totals above them.
 */
export const TeamPnlScreen = agentScreen(TeamPnl)

function TeamPnl({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation()
  const range = useRange(timeZone, 'week')
  const query = useTeamKpiC({ ...range.range, size: 100 })
  return (
    <RangeReport
      title={t('screens.agentTeamPnl')}
      range={range}
      query={query}
      figures={(data) => (
        <FiguresGrid footer={data.footer} keys={['teamDeposit', 'teamWithdraw', 'teamBet', 'teamProfit']} />
      )}
    >
      {(data) =>
        data.list.length === 0 ? (
          <p className="agent-screen__empty">{t('agent.team.none')}</p>
        ) : (
          <AgentTable
            label={t('agent.pnl.byDownline')}
            columns={[t('agent.col.account'), t('agent.col.deposit'), ...MONEY_COLUMNS.map((c) => t(c))]}
          >
            {data.list.map((row) => (
              <tr key={row.memberId}>
                <td>
                  {row.account}
                  {row.teamSize > 1 && <small> ({row.teamSize})</small>}
                </td>
                <td>{formatMoneyMajor(row.deposit)}</td>
                <MoneyCells row={row} />
              </tr>
            ))}
          </AgentTable>
        )
      }
    </RangeReport>
  )
}
