import { zodResolver } from '@hookform/resolvers/zod'
import {
  formatMinor,
  parseMajor,
  toMinor,
  WITHDRAW_PASSWORD_PATTERN,
  type Withdrawal,
  type WithdrawInfo,
} from '@parlor/contract'
import { Button, Dialog, Toast } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { z } from 'zod'
import { Form } from '@/components/form/form'
import { FieldError, FormField } from '@/components/form/form-field'
import { SERVER_ERROR, SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { useCancelWithdrawal } from '../api/cancel-withdrawal'
import { useRecentWithdrawals } from '../api/get-recent-withdrawals'
import { useWithdrawInfo } from '../api/get-withdraw-info'
import { useWithdraw } from '../api/withdraw'
import { isPasswordRefusal, refusalText } from '../utils/errors'
import { newRequestKey } from '../utils/request-key'
import { RealMemberOnly } from '@/components/layout/real-member-only'
import { WithdrawCard, WithdrawLoadFailed } from './withdraw-card'
import { WithdrawPasswordField } from './withdraw-fields'
import { WithdrawalSummary } from './withdrawal-status'
import './withdraw.css'
import { formatMoney, formatMoneyMajor } from '@/lib/format'

/** Figures of the form's rules, in minor units, from the screen's answer. */
interface Bounds {
  min: bigint
  /** The most this withdrawal may be: the smallest of withdrawable, the maximum and today's amount left. */
  max: bigint
}

const boundsOf = (info: WithdrawInfo): Bounds => {
  return {
    min: toMinor(info.minAmount),
    max: toMinor(Math.min(info.withdrawable, info.maxAmount, info.dailyAmountLeft)),
  }
}

// Messages are i18n keys under `withdraw.form`; the amount's limits are checked against the answer.
const formSchema = (bounds: Bounds) =>
  z.object({
    bankCardId: z.string().min(1, 'chooseCard'),
    amount: z
      .string()
      .trim()
      .refine((s) => {
        const minor = parseMajor(s)
        return minor !== null && minor > 0n
      }, 'amountInvalid')
      .refine((s) => (parseMajor(s) ?? 0n) >= bounds.min, 'amountBelowMin')
      .refine((s) => (parseMajor(s) ?? 0n) <= bounds.max, 'amountAboveMax'),
    withdrawPassword: z.string().regex(WITHDRAW_PASSWORD_PATTERN, 'passwordFormat'),
  })
type Values = z.input<ReturnType<typeof formSchema>>

function Summary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation()
  const symbol = info.currencySymbol
  const money = (n: number) => formatMoneyMajor(n, { symbol })
  return (
    <section className="wd__card" aria-labelledby="wd-balance-label">
      <p id="wd-balance-label" className="wd__label">
        {t('withdraw.balance')}
      </p>
      <strong className="wd__balance" data-testid="withdraw-balance">
        {money(info.balance)}
      </strong>
      <dl className="wd__figures">
        <div>
          <dt>{t('withdraw.onHold')}</dt>
          <dd data-testid="withdraw-on-hold">{money(info.onHold)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.withdrawable')}</dt>
          <dd data-testid="withdraw-withdrawable">{money(info.withdrawable)}</dd>
        </div>
      </dl>
      {info.bonus && (
        <p className="wd__turnover" role="status" data-testid="withdraw-bonus">
          {t(info.bonus.rule === 'forfeit' ? 'withdraw.bonusForfeit' : 'withdraw.bonusLocked', {
            amount: money(info.bonus.balance),
            remaining: money(info.bonus.remaining),
          })}
        </p>
      )}
      {info.turnoverRemaining > 0 && (
        <p className="wd__turnover" role="status">
          {t('withdraw.turnoverLeft', { amount: money(info.turnoverRemaining) })}
        </p>
      )}
      <p className="wd__limits">
        {t('withdraw.limits', { min: money(info.minAmount), max: money(info.maxAmount) })}
        <br />
        {t('withdraw.leftToday', { count: info.dailyCountLeft, amount: money(info.dailyAmountLeft) })}
      </p>
      {info.vip && <VipAllowance vip={info.vip} money={money} />}
    </section>
  )
}

/** What the member's VIP level still allows today, where it limits anything (decision 046). */
function VipAllowance({ vip, money }: { vip: NonNullable<WithdrawInfo['vip']>; money: (n: number) => string }) {
  const { t } = useTranslation()
  return (
    <div className="wd__limits" data-testid="withdraw-vip-allowance">
      <strong>{t('withdraw.vip.title', { level: vip.level })}</strong>
      {vip.dailyCount !== null && vip.countLeft !== null && (
        <>
          <br />
          {t('withdraw.vip.count', { left: vip.countLeft, limit: vip.dailyCount })}
        </>
      )}
      {vip.dailyMax !== null && vip.amountLeft !== null && (
        <>
          <br />
          {t('withdraw.vip.amount', { left: money(vip.amountLeft), limit: money(vip.dailyMax) })}
        </>
      )}
    </div>
  )
}

function WithdrawForm({ info, onDone }: { info: WithdrawInfo; onDone: (w: Withdrawal) => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const bounds = boundsOf(info)
  const symbol = info.currencySymbol
  const form = useForm<Values>({
    resolver: zodResolver(formSchema(bounds)),
    defaultValues: { bankCardId: info.cards[0] ? String(info.cards[0].id) : '', amount: '', withdrawPassword: '' },
  })
  // One key per intended withdrawal: a resubmit after a lost answer is recognised, not paid twice.
  const [requestKey, setRequestKey] = useState(newRequestKey)
  const call = useWithdraw()
  const chosen = form.watch('bankCardId')
  // Cards change under the form (one bound elsewhere, one removed): keep a card chosen that exists.
  const firstCard = info.cards[0] ? String(info.cards[0].id) : ''
  const chosenExists = info.cards.some((c) => String(c.id) === chosen)
  useEffect(() => {
    if (!chosenExists) form.setValue('bankCardId', firstCard)
  }, [chosenExists, firstCard, form])
  const back = { state: { from: pathname } }

  const onSubmit = async (values: Values) => {
    try {
      const answer = await call.mutateAsync({
        bankCardId: Number(values.bankCardId),
        amount: values.amount.trim(),
        withdrawPassword: values.withdrawPassword,
        requestKey,
      })
      setRequestKey(newRequestKey())
      form.reset({ bankCardId: values.bankCardId, amount: '', withdrawPassword: '' })
      onDone(answer.withdrawal)
    } catch (error) {
      const message = refusalText(error, t, symbol)
      if (isPasswordRefusal(error)) {
        form.setValue('withdrawPassword', '')
        form.setError('withdrawPassword', { type: 'server', message }, { shouldFocus: true })
      } else form.setError(SERVER_ERROR, { type: 'server', message })
    }
  }

  const messageText = (e: { type?: string; message?: string }) => {
    if (e.type === 'server') return e.message ?? ''
    // Nothing may be withdrawn until the turnover is met: say how much is left to bet instead.
    if (e.message === 'amountAboveMax' && info.bonus?.rule === 'block')
      return t('withdraw.bonusLocked', {
        amount: formatMoneyMajor(info.bonus.balance, { symbol }),
        remaining: formatMoneyMajor(info.bonus.remaining, { symbol }),
      })
    if (e.message === 'amountAboveMax' && info.turnoverRemaining > 0)
      return t('withdraw.turnoverLeft', { amount: formatMoneyMajor(info.turnoverRemaining, { symbol }) })
    const amounts = { min: formatMoney(bounds.min, { symbol }), max: formatMoney(bounds.max, { symbol }) }
    return t(`withdraw.form.${e.message ?? 'amountInvalid'}` as 'withdraw.form.amountInvalid', amounts)
  }

  return (
    <WithdrawCard title={t('withdraw.formTitle')}>
      <Form form={form} onSubmit={onSubmit} messageText={messageText} className="wd__form">
        <fieldset className="wd__cards" style={{ border: 0, margin: 0, padding: 0 }}>
          <legend className="wd__label">{t('withdraw.card')}</legend>
          {info.cards.length === 0 ? (
            <div className="wd__notice" role="status">
              <span>{t('withdraw.noCard')}</span>
              <Button size="small" color="primary" onClick={() => navigate(`${paths.bankCards.path}?bind=1`, back)}>
                {t('withdraw.bindCard')}
              </Button>
            </div>
          ) : (
            info.cards.map((card) => (
              <label
                key={card.id}
                className={chosen === String(card.id) ? 'wd__card-option wd__card-option--on' : 'wd__card-option'}
              >
                <input type="radio" value={String(card.id)} {...form.register('bankCardId')} />
                <span>
                  {card.bankName} {card.accountNumber}
                </span>
              </label>
            ))
          )}
          <FieldError name="bankCardId" id="wd-card" />
        </fieldset>
        <FormField
          name="amount"
          id="wd-amount"
          label={t('withdraw.amount')}
          inputProps={{ inputMode: 'decimal', placeholder: '0.00', autoComplete: 'off' }}
          suffix={
            <button
              type="button"
              className="wd__all"
              onClick={() =>
                form.setValue('amount', formatMinor(bounds.max > 0n ? bounds.max : 0n, { grouping: false }), {
                  shouldValidate: true,
                })
              }
            >
              {t('withdraw.all')}
            </button>
          }
        />
        {info.hasPassword ? (
          <WithdrawPasswordField id="wd-password" />
        ) : (
          <div className="wd__notice" role="status">
            <span>{t('withdraw.noPassword')}</span>
            <Button size="small" color="primary" onClick={() => navigate(paths.withdrawPassword.path, back)}>
              {t('withdraw.setPassword')}
            </Button>
          </div>
        )}
        <SubmitButton loading={call.isPending} disabled={info.cards.length === 0 || !info.hasPassword}>
          {t('withdraw.submit')}
        </SubmitButton>
      </Form>
    </WithdrawCard>
  )
}

/** Cancels a pending withdrawal once the member confirms; the hold goes back to the balance. */
function CancelButton({ withdrawal, symbol }: { withdrawal: Withdrawal; symbol: string }) {
  const { t } = useTranslation()
  const cancel = useCancelWithdrawal()
  const confirmCancel = async () => {
    const sure = await Dialog.confirm({
      'aria-label': t('withdraw.cancel'),
      content: t('withdraw.cancelConfirm', { amount: formatMoneyMajor(withdrawal.amount, { symbol }) }),
      confirmText: t('withdraw.cancel'),
      cancelText: t('withdraw.keep'),
    })
    if (!sure) return
    // The global handler shows the server's reason when it is no longer pending.
    await cancel.mutateAsync(withdrawal.orderNo).then(
      () => Toast.show({ icon: 'success', content: t('withdraw.cancelled') }),
      () => undefined,
    )
  }
  if (withdrawal.status !== 'pending') return null
  return (
    <Button
      size="small"
      color="danger"
      fill="outline"
      loading={cancel.isPending}
      onClick={() => {
        void confirmCancel()
      }}
    >
      {t('withdraw.cancel')}
    </Button>
  )
}

function OpenWithdrawals({ info, except }: { info: WithdrawInfo; except: string | undefined }) {
  const { t } = useTranslation()
  // The withdrawal just asked for has its own card above.
  const open = info.open.filter((w) => w.orderNo !== except)
  if (open.length === 0) return null
  return (
    <WithdrawCard title={t('withdraw.open')}>
      <ul className="wd__rows" data-testid="withdraw-open">
        {open.map((w) => (
          <li key={w.orderNo} className="wd__row">
            <WithdrawalSummary withdrawal={w} symbol={info.currencySymbol} />
            <CancelButton withdrawal={w} symbol={info.currencySymbol} />
          </li>
        ))}
      </ul>
    </WithdrawCard>
  )
}

/** The withdrawal just asked for, followed to its end while the screen stays open. */
function LastRequest({ request, info, recent }: { request: Withdrawal; info: WithdrawInfo; recent: Withdrawal[] }) {
  const { t } = useTranslation()
  const now =
    info.open.find((w) => w.orderNo === request.orderNo) ?? recent.find((w) => w.orderNo === request.orderNo) ?? request
  return (
    <WithdrawCard title={t('withdraw.requested')} className="wd__status" testId="withdraw-status">
      <p className="wd__hint">{t(`withdraw.statusText.${now.status}`)}</p>
      <ul className="wd__rows">
        <li className="wd__row">
          <WithdrawalSummary withdrawal={now} symbol={info.currencySymbol} />
          <CancelButton withdrawal={now} symbol={info.currencySymbol} />
        </li>
      </ul>
    </WithdrawCard>
  )
}

function Recent({ recent, symbol, except }: { recent: Withdrawal[]; symbol: string; except: string | undefined }) {
  const { t } = useTranslation()
  const done = recent.filter((w) => w.status !== 'pending' && w.status !== 'approved' && w.orderNo !== except)
  if (done.length === 0) return null
  return (
    <WithdrawCard title={t('withdraw.recent')}>
      <ul className="wd__rows" data-testid="withdraw-recent">
        {done.map((w) => (
          <li key={w.orderNo} className="wd__row">
            <WithdrawalSummary withdrawal={w} symbol={symbol} />
          </li>
        ))}
      </ul>
    </WithdrawCard>
  )
}

function Withdraw() {
  const { t } = useTranslation()
  const [request, setRequest] = useState<Withdrawal | null>(null)
  const info = useWithdrawInfo()
  // Open withdrawals are followed to paid or rejected without a reload (the info polls while any
  // is open); when one leaves the open list, the recent list learns how it ended.
  const openNow = info.data?.open.map((w) => `${w.orderNo}:${w.status}`).join() ?? ''
  const recentQuery = useRecentWithdrawals()
  const refetchRecent = recentQuery.refetch
  const seenOpen = useRef(openNow)
  useEffect(() => {
    if (seenOpen.current === openNow) return
    seenOpen.current = openNow
    void refetchRecent()
  }, [openNow, refetchRecent])
  const recent = recentQuery.data?.list ?? []

  if (info.isPending) return <p className="wd wd__hint">{t('common.loading')}</p>
  if (info.isError) return <WithdrawLoadFailed error={info.error} />
  const data = info.data
  return (
    <div className="wd">
      <Summary info={data} />
      {request && <LastRequest request={request} info={data} recent={recent} />}
      <OpenWithdrawals info={data} except={request?.orderNo} />
      <WithdrawForm info={data} onDone={setRequest} />
      <Recent recent={recent} symbol={data.currencySymbol} except={request?.orderNo} />
      <nav className="wd__links" aria-label={t('withdraw.more')}>
        <Link to={paths.bankCards.path}>{t('withdraw.manageCards')}</Link>
        <Link to={paths.withdrawReport.path}>{t('withdraw.records')}</Link>
      </nav>
    </div>
  )
}

/** `/m/withdraw`: what may be withdrawn, the request itself, and the withdrawals still open. */
export function WithdrawScreen() {
  return <RealMemberOnly>{() => <Withdraw />}</RealMemberOnly>
}
