import type { HotMatch } from '@parlor/contract'
import { type CSSProperties, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Carousel } from '@/components/carousel/carousel'
import { LazyCenterPopup } from '@/components/ui/lazy-on-open'
import { paths } from '@/config/paths'
import { dateTimeFormat } from '@/lib/format'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'

/** Storefront §9: hot matches rotate every 5000 ms (a 500 ms slide, carousel.css), only when more than one. */
export const HOT_MATCH_DELAY_MS = 5000

/** MM/DD HH:mm in the merchant's time zone (storefront §9). */
export function formatMatchTime(epochMs: number, timeZone: string): string {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = dateTimeFormat('en-US', {
      timeZone,
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(epochMs)
  } catch {
    return formatMatchTime(epochMs, 'UTC')
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${get('month')}/${get('day')} ${get('hour')}:${get('minute')}`
}

/** What a sports bet needs to open the match's game (the games feature's launcher takes it). */
export interface MatchGame {
  nodeId: number
  gameId: string
  gameCode: string
  vassalage: string
  gameType: string
  /** The match the vendor's game opens at. */
  matchId: string
}

/** `launch`: opens a game the way the games feature does (session check, launch page or new window). */
export function HotMatches({ matches, launch }: { matches: readonly HotMatch[]; launch: (game: MatchGame) => void }) {
  const { t } = useTranslation()
  const { timeZone } = useMerchantInfo()
  const [open, setOpen] = useState<HotMatch | null>(null)
  const navigate = useNavigate()

  if (matches.length === 0) return null

  const bet = (m: HotMatch) => {
    setOpen(null)
    if (m.gameId && m.nodeId)
      launch({
        nodeId: m.nodeId,
        gameId: m.gameId,
        gameCode: m.gameId,
        vassalage: m.vendor,
        gameType: 'SPORTS',
        matchId: String(m.id),
      })
    else navigate(`${paths.gameList.path}?gameType=SPORTS&vassalage=${encodeURIComponent(m.vendor)}`)
  }

  return (
    <section className="hot-matches" aria-label={t('storefront.hotMatches')}>
      <div className="hot-matches__slider">
        <Carousel
          key={matches.map((m) => m.id).join(',')}
          direction="vertical"
          delayMs={HOT_MATCH_DELAY_MS}
          slides={matches.map((m) => ({
            key: m.id,
            node: (
              <button type="button" className="hot-match" onClick={() => setOpen(m)}>
                <span className="hot-match__league">{m.league}</span>
                <span className="hot-match__teams">
                  {m.homeTeam} <b>{t('storefront.versus')}</b> {m.awayTeam}
                </span>
                <span className="hot-match__time">{formatMatchTime(m.matchTime, timeZone)}</span>
              </button>
            ),
          }))}
        />
      </div>
      <LazyCenterPopup
        style={{ '--min-width': 'min(86vw, 320px)' } as CSSProperties}
        visible={open !== null}
        onClose={() => setOpen(null)}
        onMaskClick={() => setOpen(null)}
      >
        {open && (
          <div className="hot-match-modal" role="dialog" aria-label={open.title || open.league}>
            <p className="hot-match-modal__league">{open.league}</p>
            <div className="hot-match-modal__teams">
              <figure>
                <img src={open.homeTeamImageUrl} alt="" width={56} height={56} />
                <figcaption>{open.homeTeam}</figcaption>
              </figure>
              <span className="hot-match-modal__vs">{t('storefront.versus')}</span>
              <figure>
                <img src={open.awayTeamImageUrl} alt="" width={56} height={56} />
                <figcaption>{open.awayTeam}</figcaption>
              </figure>
            </div>
            <p className="hot-match-modal__time">{formatMatchTime(open.matchTime, timeZone)}</p>
            <button type="button" className="storefront-button" onClick={() => bet(open)}>
              {t('storefront.bet')}
            </button>
          </div>
        )}
      </LazyCenterPopup>
    </section>
  )
}
