import { formatMajor } from '@parlor/contract'
import { useTranslation } from 'react-i18next'
import { useTeamKpiB } from '../api/get-team-kpi-b'
import { useRange } from '../hooks/use-range'
import { tone } from '../utils/dates'
import { AgentGate } from './agent-gate'
import { FiguresGrid, FiguresState, RangeTabs } from './team-figures'
import './agent-home.css'
import './agent-screens.css'

/** Team betting (TEAMBETTING3): the team's bets day by day (TeamKPIB), a range at most 30 days long. */
export function TeamBettingScreen({ timeZone }: { timeZone: string }) {
  return (
    <AgentGate>
      <TeamBetting timeZone={timeZone} />
    </AgentGate>
  )
}

function TeamBetting({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation()
  const { key, range, setKey } = useRange(timeZone, 'week')
  // 31 rows cover the longest range offered (30 days) on one page.
  const { data, isPending, isError } = useTeamKpiB({ ...range, size: 31 })
  return (
    <section className="agent-screen" aria-label={t('screens.teamBetting')}>
      <h1 className="visually-hidden">{t('screens.teamBetting')}</h1>
      <RangeTabs value={key} onChange={setKey} />
      {data ? (
        <>
          <div className="agent-figures">
            <FiguresGrid footer={data.footer} keys={['teamBetMemberCount', 'teamBet', 'teamWin', 'teamProfit']} />
          </div>
          <div className="agent-table__scroll">
            <table className="agent-table" aria-label={t('agent.betting.byDay')}>
              <thead>
                <tr>
                  <th>{t('agent.col.date')}</th>
                  <th>{t('agent.col.betMembers')}</th>
                  <th>{t('agent.col.bet')}</th>
                  <th>{t('agent.col.win')}</th>
                  <th>{t('agent.col.profit')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((row) => (
                  <tr key={row.date}>
                    <td>{row.date.slice(5)}</td>
                    <td>{row.betMemberCount}</td>
                    <td>{formatMajor(row.bet)}</td>
                    <td>{formatMajor(row.win)}</td>
                    <td className={tone(row.profit)}>{formatMajor(row.profit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <FiguresState isPending={isPending} isError={isError} />
      )}
    </section>
  )
}
