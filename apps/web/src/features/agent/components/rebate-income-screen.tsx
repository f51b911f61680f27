import { useTranslation } from 'react-i18next'
import { useRebateIncome } from '../api/get-rebate-income'
import { useRange } from '../hooks/use-range'
import { rateText } from '../utils/rebates'
import { agentScreen } from './agent-gate'
import { AgentTable } from './agent-table'
import { RangeReport, rangeText } from './team-figures'
import './agent-home.css'
import './agent-screens.css'
import './rebate.css'
import { formatMoneyMajor } from '@/lib/format'

/**
 * Agent rebate income (`/m/member/teamRebate`, AGEREBINC3): what the team's bets in the chosen
 * range earn the agent at the difference between its rates and its downlines'. The server works
 * the figure out on request and credits nothing, and the screen says so.
 */
export const RebateIncomeScreen = agentScreen(RebateIncome)

function RebateIncome({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation()
  const range = useRange(timeZone, 'today')
  const query = useRebateIncome(range.range)
  return (
    <RangeReport
      title={t('screens.teamRebate')}
      range={range}
      query={query}
      figures={(data) => (
        <>
          <p className="rebate-range">
            {rangeText(data.footer)} · {data.footer.currency}
          </p>
          <dl className="agent-figures__grid">
            <div className="agent-figures__cell">
              <dt>{t('agent.rebate.income')}</dt>
              <dd className="rebate-total" data-testid="rebate-income">
                {formatMoneyMajor(data.footer.income)}
              </dd>
            </div>
            <div className="agent-figures__cell">
              <dt>{t('agent.rebate.teamBet')}</dt>
              <dd data-testid="rebate-bet">{formatMoneyMajor(data.footer.bet)}</dd>
            </div>
          </dl>
        </>
      )}
    >
      {(data) => (
        <>
          <p className="agent-screen__note">{t('agent.rebate.incomeNote')}</p>
          <AgentTable
            label={t('agent.rebate.byProduct')}
            columns={[
              t('agent.rebate.product'),
              t('agent.rebate.yourRate'),
              t('agent.col.bet'),
              t('agent.rebate.income'),
            ]}
          >
            {data.list.map((row) => (
              <tr key={row.productType} data-testid={`rebate-row-${row.productType}`}>
                <td>{t(`games.types.${row.productType}`)}</td>
                <td>{rateText(row.rate)}%</td>
                <td>{formatMoneyMajor(row.bet)}</td>
                <td>{formatMoneyMajor(row.income)}</td>
              </tr>
            ))}
          </AgentTable>
        </>
      )}
    </RangeReport>
  )
}
