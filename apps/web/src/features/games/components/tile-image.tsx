import { useTranslation } from 'react-i18next'
import { LazyImage } from './lazy-image'
import './tile-image.css'

/**
 * A game tile's picture. A game whose vendor is under maintenance keeps its place in the grid,
 * greyed and labelled, so the player sees why it does not open rather than a missing game.
 */
export function TileImage({ src, fallback, maintenance }: { src: string; fallback?: string; maintenance: boolean }) {
  const { t } = useTranslation()
  return (
    <span className={`tile-image${maintenance ? ' tile-image--maintenance' : ''}`}>
      <LazyImage src={src} alt="" fallback={fallback} />
      {maintenance && <span className="tile-image__maintenance">{t('games.underMaintenance')}</span>}
    </span>
  )
}
