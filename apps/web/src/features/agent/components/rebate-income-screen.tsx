import { formatMajor } from '@parlor/contract'
import { useTranslation } from 'react-i18next'
import { useRebateIncome } from '../api/get-rebate-income'
import { useRange } from '../hooks/use-range'
import { rateText } from '../utils/rebates'
import { AgentGate } from './agent-gate'
import { FiguresState, RangeTabs, rangeText } from './team-figures'
import './agent-home.css'
import './agent-screens.css'
import './rebate.css'

/**
 * Agent rebate income (`/m/member/teamRebate`, AGEREBINC3): what the team's bets in the chosen
 * range earn the agent at the difference between its rates and its downlines'. The server works
 * the figure out on request and credits nothing, and the screen says so.
 */
export function RebateIncomeScreen({ timeZone }: { timeZone: string }) {
  return (
    <AgentGate>
      <RebateIncome timeZone={timeZone} />
    </AgentGate>
  )
}

function RebateIncome({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation()
  const { key, range, setKey } = useRange(timeZone, 'today')
  const { data, isPending, isError } = useRebateIncome(range)
  return (
    <section className="agent-screen" aria-label={t('screens.teamRebate')}>
      <h1 className="visually-hidden">{t('screens.teamRebate')}</h1>
      <RangeTabs value={key} onChange={setKey} />
      {data ? (
        <>
          <div className="agent-figures">
            <p className="rebate-range">
              {rangeText(data.footer)} · {data.footer.currency}
            </p>
            <dl className="agent-figures__grid">
              <div className="agent-figures__cell">
                <dt>{t('agent.rebate.income')}</dt>
                <dd className="rebate-total" data-testid="rebate-income">
                  {formatMajor(data.footer.income)}
                </dd>
              </div>
              <div className="agent-figures__cell">
                <dt>{t('agent.rebate.teamBet')}</dt>
                <dd data-testid="rebate-bet">{formatMajor(data.footer.bet)}</dd>
              </div>
            </dl>
          </div>
          <p className="agent-screen__note">{t('agent.rebate.incomeNote')}</p>
          <div className="agent-table__scroll">
            <table className="agent-table" aria-label={t('agent.rebate.byProduct')}>
              <thead>
                <tr>
                  <th>{t('agent.rebate.product')}</th>
                  <th>{t('agent.rebate.yourRate')}</th>
                  <th>{t('agent.col.bet')}</th>
                  <th>{t('agent.rebate.income')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((row) => (
                  <tr key={row.productType} data-testid={`rebate-row-${row.productType}`}>
                    <td>{t(`games.types.${row.productType}`)}</td>
                    <td>{rateText(row.rate)}%</td>
                    <td>{formatMajor(row.bet)}</td>
                    <td>{formatMajor(row.income)}</td>
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
