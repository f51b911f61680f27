import { useTranslation } from 'react-i18next'
import { useTeamKpiA } from '../api/get-team-kpi-a'
import { dayIn } from '../utils/dates'
import { FiguresGrid, FiguresState } from './team-figures'

/** Storefront §7 Agent home load: team KPI for today (merchant's day) with size 0, read from `footer`. */
export function TodayFigures({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation()
  const today = dayIn(timeZone)
  const { data, isPending, isError } = useTeamKpiA({ startDate: today, endDate: today, size: 0 })
  return (
    <section className="agent-figures" aria-label={t('agent.today')}>
      <h2 className="agent-figures__title">
        {t('agent.today')} <small>{today}</small>
      </h2>
      {data ? (
        <FiguresGrid
          footer={data.footer}
          keys={[
            'teamLoginMemberCount',
            'teamBetMemberCount',
            'teamRegisterMemberCount',
            'teamOnlineCount',
            'teamDeposit',
            'teamProfit',
          ]}
        />
      ) : (
        <FiguresState isPending={isPending} isError={isError} />
      )}
    </section>
  )
}
