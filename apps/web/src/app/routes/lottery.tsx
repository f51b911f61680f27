import { useSearchParams } from 'react-router'
import { useLotteryGames } from '@/features/games/api/get-lottery-games'
import { useVendorLanes } from '@/features/games/api/get-vendor-lanes'
import { useGameLauncher } from '@/features/games/hooks/use-game-launcher'
import { prizeModeOf } from '@/features/games/utils/launch-target'
import { LotteryList } from '@/features/lottery/components/lottery-list'
import { LotteryPlayScreen } from '@/features/lottery/components/lottery-play-screen'
import { HeaderBalance } from '@/features/wallet/components/header-balance'

/**
 * `/m/lottery`, `/m/startLottery`, `/m/moreLottery`: with `?gameCode=` the engine game's play
 * screen, without it the lottery list (games feature's gateway list, each entry opening its play
 * screen or launching through its vendor).
 */
export default function LotteryRoute() {
  const [params] = useSearchParams()
  const gameCode = params.get('gameCode')
  if (gameCode) return <LotteryPlayScreen key={gameCode} gameCode={gameCode} balance={<HeaderBalance />} />
  return <LotteryListRoute />
}

function LotteryListRoute() {
  const lanes = useVendorLanes()
  const games = useLotteryGames(prizeModeOf(lanes.data))
  const launcher = useGameLauncher()
  return (
    <LotteryList
      games={games.data}
      loading={games.isPending}
      onLaunch={(g) =>
        launcher.start({
          nodeId: g.nodeId,
          gameId: g.gameCode,
          gameCode: g.gameCode,
          vassalage: g.vendor,
          gameType: g.vendor === 'ELOTT' ? 'ELOTT' : 'LOTT',
        })
      }
    />
  )
}
