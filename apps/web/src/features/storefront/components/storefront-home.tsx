import { useTranslation } from 'react-i18next'
import { useAnnouncements } from '@/features/content/api/get-announcements'
import { useSession } from '@/lib/storage'
import { useHomeRenewal } from '../hooks/use-home-renewal'
import { useLanguageSync } from '../hooks/use-language-sync'
import { AddToHomeTip } from './add-to-home-tip'
import { AnnouncementPopup } from './announcement-popup'
import { BannerCarousel } from './banner-carousel'
import { HotMatches } from './hot-matches'
import { InboxEntry } from './inbox-entry'
import { NoticeMarquee } from './notice-marquee'
import { PopularGames } from './popular-games'
import { SideServiceBar } from './side-service-bar'
import { WinnerBoard } from './winner-board'
import './storefront.css'

/** The home screen's content blocks (storefront §Home screen), in page order. */
export function StorefrontHome({ unreadMail }: { unreadMail: number }) {
  const { t } = useTranslation()
  const session = useSession()
  const announcements = useAnnouncements()
  useHomeRenewal()
  useLanguageSync()
  const a = announcements.data

  return (
    <div className="storefront" data-testid="storefront-home">
      <AddToHomeTip />
      <section className="storefront-banners" aria-label={t('storefront.banners')}>
        <BannerCarousel banners={a?.banners ?? []} />
        {/* The slider's room is kept while the list loads, so the page below does not jump. */}
        {announcements.isPending ? (
          <div className="hot-matches hot-matches--placeholder" aria-hidden="true" />
        ) : (
          <HotMatches matches={a?.hot ?? []} />
        )}
      </section>
      <div className="storefront-notice-row">
        {announcements.isPending ? (
          <div className="notice-marquee notice-marquee--loading" aria-busy="true" />
        ) : (
          <NoticeMarquee notices={a?.player ?? []} />
        )}
        <InboxEntry unread={unreadMail} />
      </div>
      <PopularGames />
      <WinnerBoard />
      <SideServiceBar />
      <AnnouncementPopup items={a?.popup ?? []} audience={session ? 'A' : 'B'} />
    </div>
  )
}
