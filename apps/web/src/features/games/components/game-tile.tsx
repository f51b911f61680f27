import type { GameItem } from '@parlor/contract'
import { HeartFill, HeartOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { underMaintenance } from '../utils/launch-target'
import { TileImage } from './tile-image'

interface GameTileProps {
  game: GameItem
  favourite: boolean
  onLaunch: (game: GameItem) => void
  onToggleFavourite: (game: GameItem) => void
  /** Present when a guest may try this game without an account. */
  onTry?: ((game: GameItem) => void) | undefined
}

export function GameTile({ game, favourite, onLaunch, onToggleFavourite, onTry }: GameTileProps) {
  const { t } = useTranslation()
  const name = game.gameName || game.nodeName
  const maintenance = underMaintenance(game)
  return (
    <li
      className={`game-tile${maintenance ? ' game-tile--maintenance' : ''}`}
      data-node-id={game.nodeId}
      data-maintenance={maintenance || undefined}
    >
      {/* Not disabled under maintenance: the press explains why the game does not open. */}
      <button type="button" className="game-tile__launch" onClick={() => onLaunch(game)}>
        <TileImage
          src={game.mobileSmallIcon || game.showIcon || game.iconUrl}
          fallback={game.defaultIcon}
          maintenance={maintenance}
        />
        <span className="game-tile__name">{name}</span>
      </button>
      {onTry && !maintenance && (
        <button
          type="button"
          className="game-tile__try"
          aria-label={t('games.tryGame', { name })}
          onClick={() => onTry(game)}
        >
          {t('games.try')}
        </button>
      )}
      <button
        type="button"
        className={`game-tile__heart${favourite ? ' game-tile__heart--on' : ''}`}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'games.removeFavourite' : 'games.addFavourite', { name })}
        onClick={() => onToggleFavourite(game)}
      >
        {favourite ? <HeartFill /> : <HeartOutline />}
      </button>
    </li>
  )
}
