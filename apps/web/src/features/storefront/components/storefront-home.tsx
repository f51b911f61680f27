import type { Announcements } from '@parlor/contract'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { AfterFirstPaint } from '@/components/ui/after-first-paint'
import { useSession } from '@/lib/storage'
import { AddToHomeTip } from './add-to-home-tip'
import { BannerCarousel } from './banner-carousel'
import { HotMatches, type MatchGame } from './hot-matches'
import { InboxEntry } from './inbox-entry'
import { NoticeMarquee } from './notice-marquee'
import { SideServiceBar } from './side-service-bar'
import { WinnerBoard, winnerBoardBox } from './winner-board'
import './storefront.css'

// Most visits have no popup: its code (and the HTML sanitiser it renders through) loads only for one.
const AnnouncementPopup = lazy(() => import('./announcement-popup').then((m) => ({ default: m.AnnouncementPopup })))

/** What the home route hands the storefront from other features (content, games, messages). */
export interface StorefrontHomeProps {
  unreadMail: number
  /** The announcements query (content feature): banners, hot matches, the marquee and popups. */
  announcements: { data: Announcements | undefined; isPending: boolean }
  /** The popular-games block (games feature). */
  popularGames: ReactNode
  /** Opens a hot match's game (games feature's launcher). */
  launchMatch: (game: MatchGame) => void
  referralEnabled: boolean
}

const hotMatchesBox = <div className="hot-matches hot-matches--placeholder" aria-hidden="true" />
const marqueeBox = <div className="notice-marquee notice-marquee--loading" aria-busy="true" />

/** The home screen's content blocks (storefront §Home screen), in page order. */
export function StorefrontHome({
  unreadMail,
  announcements,
  popularGames,
  launchMatch,
  referralEnabled,
}: StorefrontHomeProps) {
  const { t } = useTranslation()
  const session = useSession()
  const a = announcements.data

  return (
    <div className="storefront" data-testid="storefront-home">
      <AddToHomeTip />
      <section className="storefront-banners" aria-label={t('storefront.banners')}>
        <BannerCarousel banners={a?.banners ?? []} />
        {/* The slider's room is kept while the list loads, so the page below does not jump. */}
        {announcements.isPending ? (
          hotMatchesBox
        ) : (
          <AfterFirstPaint fallback={hotMatchesBox}>
            <HotMatches matches={a?.hot ?? []} launch={launchMatch} />
          </AfterFirstPaint>
        )}
      </section>
      <div className="storefront-notice-row">
        {announcements.isPending ? (
          marqueeBox
        ) : (
          <AfterFirstPaint fallback={marqueeBox}>
            <NoticeMarquee notices={a?.player ?? []} />
          </AfterFirstPaint>
        )}
        <InboxEntry unread={unreadMail} />
      </div>
      {popularGames}
      <AfterFirstPaint fallback={winnerBoardBox}>
        <WinnerBoard />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <SideServiceBar referralEnabled={referralEnabled} />
      </AfterFirstPaint>
      {a?.popup.length ? (
        <Suspense fallback={null}>
          <AnnouncementPopup items={a.popup} audience={session ? 'A' : 'B'} />
        </Suspense>
      ) : null}
    </div>
  )
}
