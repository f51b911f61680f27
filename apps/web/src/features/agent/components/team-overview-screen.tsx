import { useTranslation } from 'react-i18next'
import { useTeamKpiA } from '../api/get-team-kpi-a'
import { useRange } from '../hooks/use-range'
import { agentScreen } from './agent-gate'
import { FiguresGrid, FiguresState, RangeTabs, rangeText } from './team-figures'
import './agent-home.css'
import './agent-screens.css'

/** Team overview (AGEPAG): the whole team's totals for a date range (TeamKPIA footer). */
export const TeamOverviewScreen = agentScreen(TeamOverview)

function TeamOverview({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation()
  const { key, range, setKey } = useRange(timeZone)
  const { data, isPending, isError } = useTeamKpiA({ ...range, size: 0 })
  return (
    <section className="agent-screen" aria-label={t('screens.agentTeamOverview')}>
      <h1 className="visually-hidden">{t('screens.agentTeamOverview')}</h1>
      <RangeTabs value={key} onChange={setKey} />
      <div className="agent-figures">
        <h2 className="agent-figures__title">
          {t('agent.overview.title')} <small>{rangeText(range)}</small>
        </h2>
        {data ? (
          <FiguresGrid
            footer={data.footer}
            keys={[
              'teamMemberCount',
              'teamOnlineCount',
              'teamRegisterMemberCount',
              'teamLoginMemberCount',
              'teamBetMemberCount',
              'teamDeposit',
              'teamWithdraw',
              'teamBet',
              'teamWin',
              'teamProfit',
            ]}
          />
        ) : (
          <FiguresState isPending={isPending} isError={isError} />
        )}
        <p className="agent-figures__note">{t('agent.overview.note')}</p>
      </div>
    </section>
  )
}
