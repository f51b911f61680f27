import { DotLoading, ErrorBlock } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useGameLauncher } from '../hooks/use-game-launcher'
import { useLotteryGames } from '../api/get-lottery-games'
import { useVendorLanes } from '../api/get-vendor-lanes'
import { prizeModeOf } from '../utils/launch-target'
import { LazyImage } from './lazy-image'
import './game-list.css'

/** `/m/moreLottery`, `/m/lottery`, `/m/startLottery`: the lottery gateway's games, each launching. */
export function LotteryScreen() {
  const { t } = useTranslation()
  const lanes = useVendorLanes()
  const prizeMode = prizeModeOf(lanes.data)
  const games = useLotteryGames(prizeMode)
  const launcher = useGameLauncher()

  return (
    <div className="game-list lottery-list">
      <h1 className="game-list__title">{t('games.lotteryTitle')}</h1>
      {games.isPending ? (
        <div className="game-list__loading">
          <DotLoading />
        </div>
      ) : !games.data?.length ? (
        <ErrorBlock status="empty" title={t('games.emptyTitle')} description={t('games.emptyDescription')} />
      ) : (
        <ul className="game-grid" aria-label={t('games.lotteryTitle')}>
          {games.data.map((g) => (
            <li key={g.nodeId} className="game-tile" data-node-id={g.nodeId}>
              <button
                type="button"
                className="game-tile__launch"
                onClick={() =>
                  launcher.start({
                    nodeId: g.nodeId,
                    gameId: g.gameCode,
                    gameCode: g.gameCode,
                    vassalage: g.vendor,
                    gameType: g.vendor === 'ELOTT' ? 'ELOTT' : 'LOTT',
                  })
                }
              >
                <LazyImage src={g.icon} alt="" />
                <span className="game-tile__name">{g.displayName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
