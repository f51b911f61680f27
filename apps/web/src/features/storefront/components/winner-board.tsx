import { formatMajor, type WinnerEntry } from '@parlor/contract'
import { StarFill } from 'antd-mobile-icons'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { useWinnerBoard } from '../api/get-winner-board'

/** Rows in view at once; the box has a fixed height so nothing below moves. */
export const WINNER_ROWS_SHOWN = 4
/** Seconds one row takes to pass, so a longer list scrolls at the same reading speed. */
const SECONDS_PER_ROW = 2.5

// One round settles once, so its time, player and amount name it.
const entryKey = ({ vo }: WinnerEntry) => `${vo.winTime}-${vo.customerName}-${vo.nodeId}-${vo.winAmount}`

function Row({ entry, symbol }: { entry: WinnerEntry; symbol: string }) {
  const { vo } = entry
  return (
    <li className="winner-board__row">
      <span className="winner-board__name">{vo.customerName}</span>
      <span className="winner-board__game">{vo.gameName}</span>
      <span className="winner-board__amount">
        {symbol}
        {formatMajor(vo.winAmount, { grouping: false })}
      </span>
    </li>
  )
}

/**
 * The home's winner board (storefront §3 winner entry): the biggest recent wins, auto-scrolling
 * when there are more than fit. Nothing is drawn when there are no winners (or the call fails).
 */
/** The board's room while its list loads, so the page below it does not jump when it comes. */
export const winnerBoardBox = <div className="winner-board winner-board--placeholder" aria-hidden="true" />

export function WinnerBoard() {
  const { t } = useTranslation()
  const { currencySymbol } = useMerchantInfo()
  const { data, isPending } = useWinnerBoard()
  const list = data?.list ?? []
  // Its room is kept while it loads: most of the time there are winners, and the page below stays put.
  if (isPending) return winnerBoardBox
  if (list.length === 0) return null

  const scrolls = list.length > WINNER_ROWS_SHOWN
  const style = scrolls ? ({ '--winner-scroll-s': `${list.length * SECONDS_PER_ROW}s` } as CSSProperties) : undefined
  return (
    <section className="winner-board" aria-labelledby="winner-board-title" data-testid="winner-board">
      <h2 id="winner-board-title" className="winner-board__title">
        <StarFill aria-hidden="true" /> {t('storefront.winners')}
      </h2>
      <div className="winner-board__viewport">
        <ul className={scrolls ? 'winner-board__list winner-board__list--moving' : 'winner-board__list'} style={style}>
          {list.map((e) => (
            <Row key={entryKey(e)} entry={e} symbol={currencySymbol} />
          ))}
          {/* A second copy follows the first, so the loop restarts without a visible jump. */}
          {scrolls && list.map((e) => <Row key={`copy-${entryKey(e)}`} entry={e} symbol={currencySymbol} />)}
        </ul>
      </div>
    </section>
  )
}
