import { isTrialType, type LotteryOpened } from '@parlor/contract'
import { useQueryClient } from '@tanstack/react-query'
import { Button, DotLoading, ErrorBlock, Tabs, Toast } from 'antd-mobile'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api-client'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { sharedKeys } from '@/lib/query-keys'
import { useSession } from '@/lib/storage'
import { useLotteryOpened } from '../api/get-opened'
import { lotteryKeys } from '../api/lottery-keys'
import { usePlaceLotteryOrder } from '../api/place-order'
import { useServerNow } from '../hooks/use-server-now'
import { phaseAt } from '../utils/countdown'
import { betTypeName } from '../utils/orders-texts'
import { newRequestKey } from '../utils/request-key'
import { addToSlip, type SlipItem, wireStake } from '../utils/slip'
import { BetForm } from './bet-form'
import { BetSlip } from './bet-slip'
import { NumeroCard } from './numero-card'
import './lottery.css'

/** How long after a new draw shows the balance and orders are read again (settlement follows the draw). */
const SETTLE_DELAY_MS = 1_500

interface LotteryPlayScreenProps {
  gameCode: string
  /** The member's balance as the header shows it (wallet feature). */
  balance: ReactNode
}

/**
 * `/m/startLottery?gameCode=X` (and `/m/lottery?gameCode=X`): the numero on sale with its
 * countdown, the last result, a picker per bet type, and the bet slip with chase.
 */
export function LotteryPlayScreen({ gameCode, balance }: LotteryPlayScreenProps) {
  const { t } = useTranslation()
  const opened = useLotteryOpened(gameCode)
  if (opened.isPending)
    return (
      <div className="lot-loading">
        <DotLoading /> {t('common.loading')}
      </div>
    )
  if (opened.isError)
    return (
      <ErrorBlock
        status="default"
        title={t('lottery.play.loadFailed')}
        description={isApiError(opened.error) ? opened.error.message : t('errors.unknown')}
      >
        <Button size="small" onClick={() => void opened.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorBlock>
    )
  return <Play data={opened.data} receivedAt={opened.dataUpdatedAt} balance={balance} refetch={opened.refetch} />
}

function Play({
  data,
  receivedAt,
  balance,
  refetch,
}: {
  data: LotteryOpened
  receivedAt: number
  balance: ReactNode
  refetch: () => Promise<unknown>
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const session = useSession()
  const merchant = useMerchantInfo()
  const place = usePlaceLotteryOrder()
  const now = useServerNow(data.serverTime, receivedAt)
  const phase = phaseAt(data.current, now)

  const [betType, setBetType] = useState(data.betTypes[0]?.code ?? '')
  const [stake, setStake] = useState(String(Math.max(data.minStake, 1)))
  const [items, setItems] = useState<SlipItem[]>([])
  const [chase, setChase] = useState(1)
  const [stopOnWin, setStopOnWin] = useState(false)
  // One key per intended order: a retry of the same slip sends it again, any change makes a new one.
  const intent = useRef<{ body: string; key: string } | null>(null)
  const nextId = useRef(0)

  // The numero closed: the next one (and soon the draw of this one) comes from the server.
  useEffect(() => {
    if (phase.kind === 'closed') void refetch()
  }, [phase.kind, refetch])
  // The next numero just opened: the draw of the previous one is due.
  const opening = phase.kind === 'open' && now - data.current.opensAt < 1500
  useEffect(() => {
    if (opening) void refetch()
  }, [opening, refetch])

  // A new draw settles the bets on it: wins reach the balance (wallet feature) and the orders. The
  // engine settles right after drawing, so the balance is read a moment later.
  const queryClient = useQueryClient()
  const lastNumero = data.last?.numero ?? null
  const seenLast = useRef(lastNumero)
  useEffect(() => {
    if (seenLast.current === lastNumero) return
    seenLast.current = lastNumero
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: sharedKeys.wallet })
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.orders })
    }, SETTLE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [lastNumero, queryClient])

  const symbol = data.currency === merchant.currency ? merchant.currencySymbol : `${data.currency} `
  const type = data.betTypes.find((b) => b.code === betType) ?? data.betTypes[0]

  const onPlace = () => {
    if (!session) {
      navigate(paths.login.path, { state: { from: `${pathname}${search}` } })
      return
    }
    const order = {
      gameCode: data.gameCode,
      numero: data.current.numero,
      items: items.map((i) => ({ betType: i.betType, picks: [...i.picks], stake: wireStake(i.stakeMinor) })),
      chase,
      stopOnWin: chase > 1 && stopOnWin,
    }
    const text = JSON.stringify(order)
    if (intent.current?.body !== text) intent.current = { body: text, key: newRequestKey() }
    place.mutate(
      { ...order, requestKey: intent.current.key },
      {
        onSuccess: (answer) => {
          intent.current = null
          setItems([])
          setChase(1)
          setStopOnWin(false)
          // "Place bet" turns off under the finger: the empty slip's heading takes the focus.
          document.getElementById('lot-slip-title')?.focus()
          Toast.show({ icon: 'success', content: t('lottery.play.placed', { numero: answer.numero }) })
        },
      },
    )
  }

  return (
    <div className="lot-play" data-family={data.family}>
      <NumeroCard gameCode={data.gameCode} family={data.family} current={data.current} last={data.last} phase={phase} />
      <section className="lot-card lot-types" aria-label={t('lottery.play.betTypes')}>
        <Tabs activeKey={type?.code ?? null} onChange={setBetType} stretch={false}>
          {data.betTypes.map((b) => (
            <Tabs.Tab
              key={b.code}
              title={<span data-testid={`lottery-bettype-${b.code}`}>{betTypeName(t, b.code)}</span>}
            />
          ))}
        </Tabs>
        {type && (
          <p className="lot-rule">
            {t(`lottery.rules.${data.family}.${type.code}` as 'lottery.rules.SSC.P1')}{' '}
            <span className="lot-odds">{t('lottery.play.odds', { odds: type.odds })}</span>
          </p>
        )}
      </section>
      {type && (
        <BetForm
          key={type.code}
          family={data.family}
          betType={type.code}
          maxPicks={type.maxPicks}
          minStake={data.minStake}
          maxStake={data.maxStake}
          symbol={symbol}
          stake={stake}
          onAdd={(picks, stakeMinor, stakeText) => {
            setStake(stakeText)
            nextId.current += 1
            setItems((list) =>
              addToSlip(list, { id: String(nextId.current), betType: type.code, picks, stakeMinor }, type.maxPicks),
            )
          }}
        />
      )}
      <BetSlip
        items={items}
        symbol={symbol}
        chase={chase}
        maxChase={data.maxChase}
        stopOnWin={stopOnWin}
        balance={balance}
        closed={phase.kind !== 'open'}
        placing={place.isPending}
        placeLabel={
          !session
            ? t('lottery.play.loginToBet')
            : phase.kind !== 'open'
              ? t('lottery.play.bettingClosed')
              : isTrialType(session.type)
                ? t('lottery.play.placeDemo')
                : t('lottery.play.place')
        }
        onRemove={(id) => setItems((list) => list.filter((i) => i.id !== id))}
        onChase={setChase}
        onStopOnWin={setStopOnWin}
        onPlace={onPlace}
      />
    </div>
  )
}
