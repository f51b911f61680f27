import { type LotteryFamily, type LotteryOrderDetail, lotteryGame } from '@parlor/contract'
import { Button, Dialog, DotLoading, ErrorBlock, Tag, Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { LoginFirst } from '@/components/layout/member-only'
import { isApiError } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { useCancelSubOrder } from '../api/cancel-suborder'
import { useLotteryOrderDetail } from '../api/get-order-detail'
import { verifyUrl } from '../utils/links'
import { betTypeName, gameName, picksText, when } from '../utils/orders-texts'
import { ResultBalls } from './results-balls'
import { LoadProblem } from './load-problem'
import './orders-screen.css'
import { formatMoneyMajor } from '@/lib/format'

type SubOrder = LotteryOrderDetail['subOrders'][number]

const TONE: Record<SubOrder['status'], 'warning' | 'success' | 'default' | 'danger'> = {
  pending: 'warning',
  won: 'success',
  lost: 'default',
  cancelled: 'danger',
  stopped: 'default',
}

function CancelSubOrder({ sub, currency }: { sub: SubOrder; currency: string }) {
  const { t } = useTranslation()
  const cancel = useCancelSubOrder()
  const confirmCancel = async () => {
    const sure = await Dialog.confirm({
      'aria-label': t('lottery.records.cancel'),
      content: t('lottery.records.cancelConfirm', {
        numero: sub.numero,
        amount: `${formatMoneyMajor(sub.amount)} ${currency}`,
      }),
      confirmText: t('lottery.records.cancel'),
      cancelText: t('lottery.records.keep'),
    })
    if (!sure) return
    // The global handler shows the server's reason when the numero closed meanwhile.
    await cancel.mutateAsync(sub.id).then(
      () => {
        Toast.show({ icon: 'success', content: t('lottery.records.cancelled') })
        // The pressed button is gone: its row (now saying "Cancelled") keeps the focus.
        document.querySelector<HTMLElement>(`[data-suborder-id="${sub.id}"]`)?.focus()
      },
      () => undefined,
    )
  }
  return (
    <Button
      size="mini"
      color="danger"
      fill="outline"
      data-testid="lottery-suborder-cancel"
      loading={cancel.isPending}
      onClick={() => {
        void confirmCancel()
      }}
    >
      {t('lottery.records.cancel')}
    </Button>
  )
}

function SubOrderRow({
  sub,
  family,
  gameCode,
  currency,
}: {
  sub: SubOrder
  family: LotteryFamily
  gameCode: string
  currency: string
}) {
  const { t } = useTranslation()
  const cancellable = sub.cancellable && sub.status === 'pending'
  return (
    <li className="suborder" data-testid="lottery-suborder-row" data-suborder-id={sub.id} tabIndex={-1}>
      <div className="suborder__top">
        <span>
          <span className="suborder__name">{betTypeName(t, sub.betType)}</span>{' '}
          <span className="suborder__numero">{sub.numero}</span>
        </span>
        <Tag color={TONE[sub.status]} fill="outline" data-testid="lottery-suborder-status" data-status={sub.status}>
          {t(`lottery.records.status.${sub.status}`)}
        </Tag>
      </div>
      <div className="suborder__picks">{picksText(t, sub.picks)}</div>
      <div className="suborder__figures">
        <span>{t('lottery.records.stake', { amount: formatMoneyMajor(sub.stake), count: sub.picks.length })}</span>
        <span>{t('lottery.records.amount', { amount: `${formatMoneyMajor(sub.amount)} ${currency}` })}</span>
        <span>{t('lottery.records.odds', { odds: sub.odds })}</span>
        {sub.status === 'won' && (
          <span className="suborder__win">{t('lottery.records.win', { amount: formatMoneyMajor(sub.win) })}</span>
        )}
        {(sub.status === 'cancelled' || sub.status === 'stopped') && (
          <span>{t('lottery.records.refunded', { amount: formatMoneyMajor(sub.amount) })}</span>
        )}
      </div>
      {/* Nothing to show (not drawn, nothing to cancel): no empty row; the status tag says it waits. */}
      {(sub.result || cancellable) && (
        <div className="suborder__bottom">
          {sub.result ? (
            <Link
              to={verifyUrl(gameCode, sub.numero)}
              aria-label={t('lottery.records.resultOf', { numero: sub.numero })}
            >
              <ResultBalls family={family} result={sub.result} small />
            </Link>
          ) : (
            <span />
          )}
          {cancellable && <CancelSubOrder sub={sub} currency={currency} />}
        </div>
      )}
    </li>
  )
}

function Detail({ order }: { order: LotteryOrderDetail }) {
  const { t } = useTranslation()
  const game = lotteryGame(order.gameCode)
  const family = game?.family ?? 'SSC'
  return (
    <section className="order" aria-label={t('screens.lotteryOrder')}>
      <div className="order__card">
        <h1 className="order__title">
          <span>{gameName(t, order.gameCode)}</span>
          <Tag color={order.status === 'pending' ? 'warning' : 'default'} fill="outline">
            {t(`lottery.records.orderStatus.${order.status}`)}
          </Tag>
        </h1>
        <dl className="order__figures">
          <div>
            <dt>{t('lottery.records.total')}</dt>
            <dd>{formatMoneyMajor(order.total)}</dd>
          </div>
          <div>
            <dt>{t('lottery.records.winTotal')}</dt>
            <dd className={order.win > 0 ? 'orders__win' : undefined}>{formatMoneyMajor(order.win)}</dd>
          </div>
          <div>
            <dt>{t('lottery.records.refundTotal')}</dt>
            <dd>{formatMoneyMajor(order.refunded)}</dd>
          </div>
        </dl>
        <p className="order__meta">
          {t('lottery.records.orderNo', { id: order.id })} · {when(order.createdAt)} · {order.currency}
          <br />
          {t('lottery.records.numero', { numero: order.numero })}
          {order.chase > 1 && ` · ${t('lottery.records.chase', { count: order.chase })}`}
          {order.chase > 1 && order.stopOnWin && ` · ${t('lottery.records.stopOnWin')}`}
        </p>
      </div>
      <h2 className="order__heading">{t('lottery.records.subOrders', { count: order.subOrders.length })}</h2>
      <ul className="order__subs">
        {order.subOrders.map((s) => (
          <SubOrderRow key={s.id} sub={s} family={family} gameCode={order.gameCode} currency={order.currency} />
        ))}
      </ul>
    </section>
  )
}

function OrderDetail({ orderId, token }: { orderId: number; token: string }) {
  const { t } = useTranslation()
  const detail = useLotteryOrderDetail(orderId, token)
  if (detail.isPending)
    return (
      <div className="orders__problem">
        <DotLoading />
      </div>
    )
  if (detail.isError)
    return isApiError(detail.error) && detail.error.status === 404 ? (
      <ErrorBlock status="empty" title={t('lottery.records.notFound')} />
    ) : (
      <LoadProblem
        className="orders__problem"
        title={t('lottery.records.loadFailed')}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    )
  return <Detail order={detail.data} />
}

/** `/m/lotteryOrder?orderId=N`: one order's sub-orders with their results; pending ones cancel here. */
export function OrderDetailScreen() {
  const { t } = useTranslation()
  const session = useSession()
  const [params] = useSearchParams()
  const orderId = Number(params.get('orderId'))
  if (!session) return <LoginFirst />
  if (!Number.isInteger(orderId) || orderId < 1)
    return <ErrorBlock status="empty" title={t('lottery.records.notFound')} />
  return <OrderDetail orderId={orderId} token={session.token} />
}
