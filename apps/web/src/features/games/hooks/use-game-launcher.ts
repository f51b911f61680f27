import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { i18n } from '@/lib/i18n'
import { useSession } from '@/lib/storage'
import { useLaunchGame } from '../api/launch-game'
import { useLaunchTrialGame } from '../api/launch-trial-game'
import { useVendorLanes } from '../api/get-vendor-lanes'
import type { VendorLane } from '@parlor/contract'
import { clearToast, showToast } from '@/lib/antd-mobile'
import {
  gameWindow,
  inAppScreen,
  isSameOrigin,
  type LaunchableGame,
  launchTarget,
  prizeModeOf,
  underMaintenance,
  vendorCardTarget,
} from '../utils/launch-target'

export const currentUrl = () => `${window.location.pathname}${window.location.search}`

/** Said instead of a launch: a vendor under maintenance would only answer with a dead game page. */
export const showMaintenance = () => {
  void showToast({ content: i18n.t('games.maintenanceMessage'), duration: 3000 })
}

/**
 * Launching a game (storefront §4 Game launch): needs a session, else login. Lottery games go
 * through the in-app launch page; others ask the generic launcher for a URL, then open it: one of
 * this app's screens (the lottery engine's play screen) in-app, a game page in the launch page's
 * frame (same origin) or in the whole window (another origin: a vendor's page, whose
 * back link returns to the same page the launch page's bar would). A game whose vendor is under
 * maintenance is not launched: the player is told so, signed in or not.
 */
export function useGameLauncher() {
  const session = useSession()
  const navigate = useNavigate()
  const lanes = useVendorLanes()
  const launch = useLaunchGame()
  const trial = useLaunchTrialGame()

  const start = (game: LaunchableGame) => {
    const pageBack = currentUrl()
    const target = launchTarget(game, prizeModeOf(lanes.data), pageBack)
    // A vendor entry is a list, open to everyone; a game needs a session.
    if (target.kind === 'vendorList') {
      navigate(target.url)
      return
    }
    if (underMaintenance(game)) {
      showMaintenance()
      return
    }
    if (!session) {
      navigate(paths.login.path)
      return
    }
    if (target.kind === 'lottery') {
      navigate(target.url)
      return
    }
    void showToast({ icon: 'loading', content: i18n.t('common.pleaseWait'), duration: 0 })
    launch.mutate(
      // A path on this site, as the server requires of a back URL: the page the player launched from.
      {
        gameId: target.gameId,
        nodeId: target.nodeId,
        vassalage: target.vassalage,
        backUrl: pageBack,
        ...(target.matchId ? { matchId: target.matchId } : {}),
      },
      {
        onSuccess: (url) => {
          void clearToast()
          const screen = inAppScreen(url)
          if (screen) navigate(screen)
          else if (isSameOrigin(url))
            navigate(`${paths.launchGame.path}?${new URLSearchParams({ gameUrl: url, pageBack })}`)
          else gameWindow.assign(url)
        },
        onError: () => {
          // The global mutation toast replaces the spinner with the server's message.
        },
      },
    )
  }
  /** A guest's free trial (supportPlay 0): no session; the game plays with demo money. */
  const tryGame = (game: LaunchableGame) => {
    if (underMaintenance(game)) {
      showMaintenance()
      return
    }
    const pageBack = currentUrl()
    void showToast({ icon: 'loading', content: i18n.t('common.pleaseWait'), duration: 0 })
    trial.mutate(
      { gameId: game.gameId, nodeId: game.nodeId, backUrl: pageBack },
      {
        onSuccess: (url) => {
          void clearToast()
          if (isSameOrigin(url))
            navigate(`${paths.launchGame.path}?${new URLSearchParams({ gameUrl: url, pageBack, trial: '1' })}`)
          else gameWindow.assign(url)
        },
      },
    )
  }
  /** A vendor card: its game list when marked isGameH5 VASSALAGE (or holding no game), else its one game. */
  const openVendorCard = (card: VendorLane['cards'][number], laneType: string) => {
    if (underMaintenance(card)) {
      showMaintenance()
      return
    }
    const target = vendorCardTarget(card, laneType)
    if (target.kind === 'vendorList') navigate(target.url)
    else start(target.game)
  }
  return { start, tryGame, openVendorCard, launching: launch.isPending || trial.isPending }
}
