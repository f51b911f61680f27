import { Toast } from 'antd-mobile'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { i18n } from '@/lib/i18n'
import { useSession } from '@/lib/storage'
import { useLaunchGame } from '../api/launch-game'
import { useVendorLanes } from '../api/get-vendor-lanes'
import { isSameOrigin, type LaunchableGame, launchTarget, prizeModeOf } from '../utils/launch-target'

export const currentUrl = () => `${window.location.pathname}${window.location.search}`

/**
 * Launching a game (storefront §4 Game launch): needs a session, else login. Lottery games go
 * through the in-app launch page; others ask the generic launcher for a URL, then open it in the
 * launch page's frame (same origin) or in the whole window (another origin).
 */
export function useGameLauncher() {
  const session = useSession()
  const navigate = useNavigate()
  const lanes = useVendorLanes()
  const launch = useLaunchGame()

  const start = (game: LaunchableGame) => {
    if (!session) {
      navigate(paths.login.path)
      return
    }
    const pageBack = currentUrl()
    const target = launchTarget(game, prizeModeOf(lanes.data), pageBack)
    if (target.kind === 'lottery') {
      navigate(target.url)
      return
    }
    Toast.show({ icon: 'loading', content: i18n.t('common.pleaseWait'), duration: 0 })
    launch.mutate(
      { gameId: target.gameId, nodeId: target.nodeId, vassalage: target.vassalage, backUrl: window.location.href },
      {
        onSuccess: (url) => {
          Toast.clear()
          if (isSameOrigin(url)) navigate(`${paths.launchGame.path}?${new URLSearchParams({ gameUrl: url, pageBack })}`)
          else window.location.assign(url)
        },
        onError: () => {
          // The global mutation toast replaces the spinner with the server's message.
        },
      },
    )
  }
  return { start, launching: launch.isPending }
}
