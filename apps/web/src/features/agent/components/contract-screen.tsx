import type { Contract, ContractKind } from '@parlor/contract'
import { Button, Card, ErrorBlock, Skeleton, Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { LoginFirst } from '@/components/layout/member-only'
import { paths } from '@/config/paths'
import { confirmDialog } from '@/lib/antd-mobile'
import { useSession } from '@/lib/storage'
import { useContract, useProcessContract } from '../hooks/use-contract'
import { contractEligible } from './contract-offer-check'
import './agent-screens.css'
import { formatDateTime, formatMoneyMajor } from '@/lib/format'

/**
 * The offer screens the contract dialogs lead to (`getSalaryContract`, `getDevidendContract`,
 * `getHourContract`): the pending offer with accept and reject, and the contract in force.
 */
export function ContractScreen({ kind }: { kind: ContractKind }) {
  const session = useSession()
  if (!session) return <LoginFirst />
  if (!contractEligible(session.type)) return <Navigate to={paths.home.path} replace />
  return <ContractView kind={kind} />
}

function ContractView({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation()
  const { data, isPending, isError } = useContract(kind)
  const process = useProcessContract(kind)

  const decide = async (contract: Contract, action: 'accept' | 'reject') => {
    if (action === 'reject') {
      const sure = await confirmDialog({
        'aria-label': t('agent.contract.rejectTitle'),
        content: t('agent.contract.confirmReject'),
        confirmText: t('agent.contract.reject'),
        cancelText: t('common.cancel'),
      })
      if (!sure) return
    }
    await process.mutateAsync({ id: contract.id, action }).then(
      () => {
        Toast.show({
          icon: 'success',
          content: t(action === 'accept' ? 'agent.contract.accepted' : 'agent.contract.rejected'),
        })
      },
      () => undefined, // the global handler has shown the server's message
    )
  }

  return (
    <section className="agent-screen" aria-label={t(`agent.contract.kind.${kind}`)}>
      <h1 className="visually-hidden">{t(`agent.contract.kind.${kind}`)}</h1>
      {isError && <ErrorBlock status="default" title={t('agent.loadFailed')} description="" />}
      {isPending && <Skeleton.Paragraph lineCount={6} animated />}
      {data && (
        <>
          <h2 className="agent-screen__heading">{t('agent.contract.pending')}</h2>
          {data.pending ? (
            <ContractCard contract={data.pending}>
              <div className="agent-screen__buttons">
                <Button
                  block
                  color="primary"
                  loading={process.isPending}
                  onClick={() => {
                    void decide(data.pending as Contract, 'accept')
                  }}
                >
                  {t('agent.contract.accept')}
                </Button>
                <Button
                  block
                  fill="outline"
                  disabled={process.isPending}
                  onClick={() => {
                    void decide(data.pending as Contract, 'reject')
                  }}
                >
                  {t('agent.contract.reject')}
                </Button>
              </div>
            </ContractCard>
          ) : (
            <p className="agent-screen__empty">{t('agent.contract.noPending')}</p>
          )}
          <h2 className="agent-screen__heading">{t('agent.contract.current')}</h2>
          {data.current ? (
            <ContractCard contract={data.current} />
          ) : (
            <p className="agent-screen__empty">{t('agent.contract.noCurrent')}</p>
          )}
        </>
      )}
    </section>
  )
}

export function ContractCard({ contract, children }: { contract: Contract; children?: React.ReactNode }) {
  const { t } = useTranslation()
  const percent = contract.rewardUnit === 'percent'
  return (
    <Card className="agent-card" data-testid={`contract-${contract.status}`}>
      <dl className="agent-card__facts">
        <dt>{t('agent.contract.from')}</dt>
        <dd>{contract.fromAccount ?? t('agent.contract.house')}</dd>
        <dt>{t('agent.contract.periodLabel')}</dt>
        <dd>{t(`agent.contract.period.${contract.period}`)}</dd>
        <dt>{t('agent.contract.statusLabel')}</dt>
        <dd>{t(`agent.contract.status.${contract.status}`)}</dd>
        <dt>{t('agent.contract.offered')}</dt>
        <dd>{formatDateTime(contract.createdAt)}</dd>
      </dl>
      <table className="agent-table">
        <thead>
          <tr>
            <th>{t('agent.contract.minTurnover')}</th>
            <th>{t('agent.contract.minActiveMembers')}</th>
            <th>{t(percent ? 'agent.contract.rewardPercent' : 'agent.contract.rewardAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier) => (
            <tr key={`${tier.minTurnover}-${tier.minActiveMembers}`}>
              <td>{formatMoneyMajor(tier.minTurnover)}</td>
              <td>{tier.minActiveMembers}</td>
              <td>{percent ? `${tier.reward}%` : formatMoneyMajor(tier.reward)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {contract.remark && <p className="agent-card__remark">{contract.remark}</p>}
      {children}
    </Card>
  )
}
