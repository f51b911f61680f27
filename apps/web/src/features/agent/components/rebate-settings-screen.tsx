import { zodResolver } from '@hookform/resolvers/zod'
import { REBATE_PRODUCT_TYPES, type RebateRates } from '@parlor/contract'
import { Button, List, Toast } from 'antd-mobile'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { type FieldProblem, Form } from '@/components/form/form'
import { errorIdOf, FieldError } from '@/components/form/form-field'
import { SERVER_ERROR, SubmitButton } from '@/components/form/submit-button'
import { isApiError } from '@/lib/api-client'
import { useDownlines } from '../api/get-downlines'
import { useRebateRates } from '../api/get-rebate-rates'
import { useUpdateDownlineRebates } from '../api/update-downline-rebates'
import { isRateProblem, type RebateForm, rateText, rebateFormSchema, rebateFormValues } from '../utils/rebates'
import { agentScreen } from './agent-gate'
import { AgentTable } from './agent-table'
import { FiguresState } from './team-figures'
import './agent-screens.css'
import './rebate.css'

/**
 * Rebate settings (`/m/member/agent/agentRebeat`): the agent's own rates per game type, and the
 * rates of one chosen direct downline (`?downline=<id>`), editable within the bounds the server
 * enforces too — never above the agent's own, never below what the downline gives its members.
 */
export const RebateSettingsScreen = agentScreen(RebateSettings)

function RebateSettings() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const chosen = Number(params.get('downline'))
  const downlineId = Number.isInteger(chosen) && chosen > 0 ? chosen : undefined
  const own = useRebateRates(undefined)
  const choose = (id: number | undefined) =>
    setParams(
      (p) => {
        if (id === undefined) p.delete('downline')
        else p.set('downline', String(id))
        return p
      },
      { replace: true },
    )

  return (
    <section className="agent-screen" aria-label={t('screens.agentRebate')}>
      <h1 className="visually-hidden">{t('screens.agentRebate')}</h1>
      {/* A chosen downline's form comes first: it is what the agent came to change. */}
      {downlineId !== undefined && <DownlineRates downlineId={downlineId} onBack={() => choose(undefined)} />}
      <h2 className="agent-screen__heading">{t('agent.rebate.ownTitle')}</h2>
      {own.data ? <OwnRates rates={own.data} /> : <FiguresState isPending={own.isPending} isError={own.isError} />}
      <p className="agent-screen__note">{t('agent.rebate.settingsNote')}</p>
      {downlineId === undefined && <DirectDownlines onChoose={choose} />}
    </section>
  )
}

function OwnRates({ rates }: { rates: RebateRates }) {
  const { t } = useTranslation()
  return (
    <AgentTable label={t('agent.rebate.ownTitle')} columns={[t('agent.rebate.product'), t('agent.rebate.rate')]}>
      {rates.rates.map((r) => (
        <tr key={r.productType}>
          <td>{t(`games.types.${r.productType}`)}</td>
          <td data-testid={`own-rate-${r.productType}`}>{rateText(r.rate)}%</td>
        </tr>
      ))}
    </AgentTable>
  )
}

function DirectDownlines({ onChoose }: { onChoose: (id: number) => void }) {
  const { t } = useTranslation()
  const { data, isPending, isError } = useDownlines({ direct: '1', pageSize: 100 })
  return (
    <>
      <h2 className="agent-screen__heading">{t('agent.rebate.downlinesTitle')}</h2>
      {!data ? (
        <FiguresState isPending={isPending} isError={isError} />
      ) : data.list.length === 0 ? (
        <p className="agent-screen__empty">{t('agent.rebate.noDownlines')}</p>
      ) : (
        <nav aria-label={t('agent.rebate.downlinesTitle')}>
          <List className="agent-card">
            {data.list.map((d) => (
              <List.Item
                key={d.id}
                onClick={() => onChoose(d.id)}
                description={d.nickname ?? undefined}
                extra={t('agent.rebate.edit')}
                arrowIcon
              >
                {d.account}
              </List.Item>
            ))}
          </List>
        </nav>
      )}
    </>
  )
}

function DownlineRates({ downlineId, onBack }: { downlineId: number; onBack: () => void }) {
  const { t } = useTranslation()
  const { data, isPending, isError, error } = useRebateRates(downlineId)
  return (
    <>
      <div className="rebate-head">
        <h2 className="agent-screen__heading">
          {data ? t('agent.rebate.downlineTitle', { account: data.account }) : t('agent.rebate.downlinesTitle')}
        </h2>
        <Button size="small" fill="outline" onClick={onBack}>
          {t('agent.rebate.otherDownline')}
        </Button>
      </div>
      {data ? (
        // A new answer (another downline, or the saved rates) starts the form afresh.
        <RatesForm key={`${data.memberId}:${data.rates.map((r) => r.rate).join(',')}`} rates={data} />
      ) : isError && isApiError(error) ? (
        <p className="agent-screen__empty" role="alert">
          {error.message}
        </p>
      ) : (
        <FiguresState isPending={isPending} isError={isError} />
      )}
    </>
  )
}

function RatesForm({ rates }: { rates: RebateRates }) {
  const { t } = useTranslation()
  const update = useUpdateDownlineRebates()
  const schema = useMemo(() => rebateFormSchema(rates.rates), [rates])
  const form = useForm<RebateForm>({ resolver: zodResolver(schema), defaultValues: rebateFormValues(rates.rates) })
  const bounds = (r: RebateRates['rates'][number]) => ({ min: rateText(r.minRate), max: rateText(r.maxRate) })

  const onSubmit = async (values: RebateForm) => {
    try {
      await update.mutateAsync({
        downlineId: rates.memberId,
        rates: REBATE_PRODUCT_TYPES.map((productType) => ({ productType, rate: Number(values[productType]) })),
      })
    } catch (error) {
      // The server names the product only in its text, so its refusal goes above the button and in a toast.
      const text = isApiError(error) ? error.message : t('errors.unknown')
      form.setError(SERVER_ERROR, { type: 'server', message: text })
      Toast.show({ content: text, duration: 2500 })
      return
    }
    Toast.show({ icon: 'success', content: t('agent.rebate.saved', { account: rates.account }) })
  }

  const messageText = ({ message = '' }: FieldProblem, field: string) => {
    const rate = rates.rates.find((r) => r.productType === field)
    return isRateProblem(message) && rate ? t(`agent.rebate.${message}`, bounds(rate)) : message
  }

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      messageText={messageText}
      className="agent-form"
      aria-label={t('agent.rebate.formLabel')}
    >
      <List className="agent-card">
        {rates.rates.map((r) => {
          const label = t(`games.types.${r.productType}`)
          const invalid = form.formState.errors[r.productType] !== undefined
          const id = `rebate-${r.productType}`
          return (
            <List.Item
              key={r.productType}
              description={
                <>
                  <span>{t('agent.rebate.bounds', bounds(r))}</span>
                  <FieldError name={r.productType} id={id} />
                </>
              }
              extra={
                <span className="rebate-input">
                  {/* A native field, so aria-invalid and aria-describedby sit on the input itself. */}
                  <input
                    className="rebate-input__field"
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={t('agent.rebate.rateOf', { product: label })}
                    aria-invalid={invalid}
                    aria-describedby={invalid ? errorIdOf(id) : undefined}
                    {...form.register(r.productType)}
                  />
                  %
                </span>
              }
            >
              {label}
            </List.Item>
          )
        })}
      </List>
      <div className="agent-screen__bar">
        <SubmitButton compact loading={update.isPending}>
          {t('agent.rebate.save')}
        </SubmitButton>
      </div>
    </Form>
  )
}
