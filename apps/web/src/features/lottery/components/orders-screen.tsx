import { LOTTERY_GAMES, type LotteryOrder } from '@parlor/contract'
import { ErrorBlock, InfiniteScroll, List, Tabs, Tag } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { LoginFirst } from '@/components/layout/member-only'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/storage'
import { useLotteryOrders } from '../api/get-orders'
import { gameName, when } from '../utils/orders-texts'
import { LoadProblem } from './load-problem'
import './orders-screen.css'
import { formatMoneyMajor } from '@/lib/format'

const ALL = 'all'

export const orderUrl = (orderId: number) => `${paths.lotteryOrder.path}?orderId=${orderId}`

function OrderRow({ order }: { order: LotteryOrder }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const won = order.win > 0
  return (
    <List.Item
      data-testid="lottery-order-row"
      onClick={() => navigate(orderUrl(order.id))}
      arrowIcon
      description={
        <>
          <span className="orders__line">
            {t('lottery.records.numero', { numero: order.numero })}
            {order.chase > 1 && ` · ${t('lottery.records.chase', { count: order.chase })}`}
          </span>
          <span className="orders__line">{when(order.createdAt)}</span>
        </>
      }
      extra={
        <span className="orders__figures">
          <span>
            {formatMoneyMajor(order.total)} {order.currency}
          </span>
          <span className={won ? 'orders__win' : 'orders__nowin'}>
            {won ? `+${formatMoneyMajor(order.win)}` : order.status === 'pending' ? '' : formatMoneyMajor(0)}
          </span>
        </span>
      }
    >
      {gameName(t, order.gameCode)}{' '}
      <Tag color={order.status === 'pending' ? 'warning' : won ? 'success' : 'default'} fill="outline">
        {t(
          order.status === 'pending'
            ? 'lottery.records.orderStatus.pending'
            : won
              ? 'lottery.records.orderStatus.won'
              : 'lottery.records.orderStatus.settled',
        )}
      </Tag>
    </List.Item>
  )
}

function Orders({ token }: { token: string }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const gameCode = params.get('gameCode') ?? ''
  const known = LOTTERY_GAMES.some((g) => g.code === gameCode)
  const query = useLotteryOrders(known ? { gameCode } : {}, token)
  const orders = query.data?.pages.flatMap((p) => p.list) ?? []
  const total = query.data?.pages[0]?.total ?? 0
  return (
    <section className="orders" aria-label={t('screens.lotteryOrders')}>
      <Tabs
        activeKey={known ? gameCode : ALL}
        onChange={(k) => setParams(k === ALL ? {} : { gameCode: k }, { replace: true })}
      >
        <Tabs.Tab key={ALL} title={t('lottery.records.allGames')} />
        {LOTTERY_GAMES.map((g) => (
          <Tabs.Tab key={g.code} title={gameName(t, g.code)} />
        ))}
      </Tabs>
      {query.isError ? (
        <LoadProblem
          className="orders__problem"
          title={t('lottery.records.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !query.isPending && total === 0 ? (
        <ErrorBlock status="empty" title={t('lottery.records.empty')} description={t('lottery.records.emptyHint')} />
      ) : (
        <>
          <List>
            {orders.map((o) => (
              <OrderRow key={o.id} order={o} />
            ))}
          </List>
          <InfiniteScroll
            loadMore={async () => {
              await query.fetchNextPage()
            }}
            hasMore={query.isPending || query.hasNextPage}
          >
            {query.isPending ? null : t('lottery.records.end')}
          </InfiniteScroll>
        </>
      )}
    </section>
  )
}

/** `/m/lotteryOrders` (optionally `?gameCode=X`): the member's lottery orders, newest first. */
export function OrdersScreen() {
  const session = useSession()
  if (!session) return <LoginFirst />
  return <Orders token={session.token} />
}
