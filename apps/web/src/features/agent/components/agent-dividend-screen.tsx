import { Button, ErrorBlock, Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/storage'
import { useTeamKpiA } from '../api/get-team-kpi-a'
import { useContract } from '../hooks/use-contract'
import { useRange } from '../hooks/use-range'
import { dividendEstimate, reachedTier } from '../utils/dividend'
import { AgentGate } from './agent-gate'
import { ContractCard } from './contract-screen'
import { contractEligible } from './contract-offer-check'
import { FiguresGrid, FiguresState, RangeTabs, rangeText } from './team-figures'
import './agent-home.css'
import './agent-screens.css'
import { formatMoneyMajor } from '@/lib/format'

/**
 * Dividends (`/m/member/agent/agentDivident`): the dividend contract in force, the team's figures
 * for a range and what the contract's terms give on them. Dividend info is only for types not in
 * 4, 40, 41, 42 (storefront §4).
 */
export function AgentDividendScreen({ timeZone }: { timeZone: string }) {
  const session = useSession()
  return (
    <AgentGate>
      {session && !contractEligible(session.type) ? (
        <Navigate to={paths.agent.path} replace />
      ) : (
        <AgentDividend timeZone={timeZone} />
      )}
    </AgentGate>
  )
}

function AgentDividend({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { key, range, setKey } = useRange(timeZone, 'month')
  const contract = useContract('dividend')
  const kpi = useTeamKpiA({ ...range, size: 0 })
  const current = contract.data?.current ?? null
  const footer = kpi.data?.footer

  return (
    <section className="agent-screen" aria-label={t('screens.agentDividend')}>
      <h1 className="visually-hidden">{t('screens.agentDividend')}</h1>
      {contract.isPending && <Skeleton.Paragraph lineCount={4} animated />}
      {contract.isError && <ErrorBlock status="default" title={t('agent.loadFailed')} description="" />}
      {contract.data?.pending && (
        <div className="agent-screen__bar">
          <Button block color="primary" onClick={() => navigate(paths.dividendContract.path)}>
            {t('agent.dividend.pendingOffer')}
          </Button>
        </div>
      )}
      <h2 className="agent-screen__heading">{t('agent.contract.current')}</h2>
      {current ? (
        <ContractCard contract={current} />
      ) : (
        contract.data && <p className="agent-screen__empty">{t('agent.contract.noCurrent')}</p>
      )}
      <RangeTabs value={key} onChange={setKey} />
      <div className="agent-figures">
        <h2 className="agent-figures__title">
          {t('agent.dividend.figures')} <small>{rangeText(range)}</small>
        </h2>
        {footer ? (
          <>
            <FiguresGrid footer={footer} keys={['teamBet', 'teamBetMemberCount', 'teamProfit']} />
            {current && (
              <dl className="agent-figures__grid">
                <div className="agent-figures__cell">
                  <dt>{t('agent.dividend.tier')}</dt>
                  <dd>
                    {(() => {
                      const tier = reachedTier(current.tiers, footer.teamBet, footer.teamBetMemberCount)
                      return tier ? `${tier.reward}%` : t('agent.dividend.noTier')
                    })()}
                  </dd>
                </div>
                <div className="agent-figures__cell">
                  <dt>{t('agent.dividend.estimate')}</dt>
                  <dd data-testid="dividend-estimate">
                    {formatMoneyMajor(
                      dividendEstimate(current, footer.teamBet, footer.teamBetMemberCount, footer.teamProfit),
                    )}
                  </dd>
                </div>
              </dl>
            )}
          </>
        ) : (
          <FiguresState isPending={kpi.isPending} isError={kpi.isError} />
        )}
        <p className="agent-figures__note">{t('agent.dividend.note')}</p>
      </div>
    </section>
  )
}
