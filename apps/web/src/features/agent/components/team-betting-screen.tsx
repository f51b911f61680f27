import { useTranslation } from 'react-i18next'
import { useTeamKpiB } from '../api/get-team-kpi-b'
import { useRange } from '../hooks/use-range'
import { agentScreen } from './agent-gate'
import { AgentTable } from './agent-table'
import { FiguresGrid, MONEY_COLUMNS, MoneyCells, RangeReport } from './team-figures'
import './agent-home.css'
import './agent-screens.css'

/** Team betting (TEAMBETTING3): the team's bets day by day (TeamKPIB), a range at most 30 days long. */
export const TeamBettingScreen = agentScreen(TeamBetting)

function TeamBetting({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation()
  const range = useRange(timeZone, 'week')
  // 31 rows cover the longest range offered (30 days) on one page.
  const query = useTeamKpiB({ ...range.range, size: 31 })
  return (
    <RangeReport
      title={t('screens.teamBetting')}
      range={range}
      query={query}
      figures={(data) => (
        <FiguresGrid footer={data.footer} keys={['teamBetMemberCount', 'teamBet', 'teamWin', 'teamProfit']} />
      )}
    >
      {(data) => (
        <AgentTable
          label={t('agent.betting.byDay')}
          columns={[t('agent.col.date'), t('agent.col.betMembers'), ...MONEY_COLUMNS.map((c) => t(c))]}
        >
          {data.list.map((row) => (
            <tr key={row.date}>
              <td>{row.date.slice(5)}</td>
              <td>{row.betMemberCount}</td>
              <MoneyCells row={row} />
            </tr>
          ))}
        </AgentTable>
      )}
    </RangeReport>
  )
}
