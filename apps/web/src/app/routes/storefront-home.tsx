import { lazy, Suspense } from 'react'
import { useAnnouncements } from '@/features/content/api/get-announcements'
import { useReferralEnabled } from '@/features/content/api/get-merchant-promotions'
import { PopularGames } from '@/features/games/components/popular-games'
import { useGameLauncher } from '@/features/games/hooks/use-game-launcher'
import { StorefrontHome } from '@/features/storefront/components/storefront-home'
import { useHomeRenewal } from '../hooks/use-home-renewal'
import { useLanguageSync } from '../hooks/use-language-sync'

// An open red envelope is rare and never above the fold's first paint: its badge loads after.
const RedEnvelopeBadge = lazy(() =>
  import('@/features/red-envelopes/components/red-envelope-badge').then((m) => ({ default: m.RedEnvelopeBadge })),
)

/**
 * The home screen's content blocks, composed from the storefront, content and games features.
 * The home route loads this module lazily so the greeting paints first (bench:home finds the chunk
 * by this file's name).
 */
export default function StorefrontHomeRoute({ unreadMail }: { unreadMail: number }) {
  const announcements = useAnnouncements()
  const referralEnabled = useReferralEnabled()
  const launcher = useGameLauncher()
  useHomeRenewal()
  useLanguageSync()
  return (
    <>
      <StorefrontHome
        unreadMail={unreadMail}
        announcements={announcements}
        popularGames={<PopularGames />}
        launchMatch={launcher.start}
        referralEnabled={referralEnabled}
      />
      <Suspense fallback={null}>
        <RedEnvelopeBadge />
      </Suspense>
    </>
  )
}
