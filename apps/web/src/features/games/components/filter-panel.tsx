import { MIN_BET_OPTIONS, type VendorLane } from '@parlor/contract'
import { Button, Popup } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { VendorArt } from './vendor-art'

export interface PanelFilters {
  gameClassify: string
  minBet: string
  vassalage: string
  gameName: string
}

export const EMPTY_FILTERS: PanelFilters = { gameClassify: '', minBet: '', vassalage: '', gameName: '' }

/** Which sections the panel shows for a game type (storefront §Filter panel). */
export function panelSections(gameType: string) {
  return { classify: gameType === 'RNG', minBet: gameType === 'RNG' }
}

interface FilterPanelProps {
  visible: boolean
  onClose: () => void
  gameType: string
  lane: VendorLane | undefined
  value: PanelFilters
  /** Makes no call: the list reads the filters from the URL. */
  onSubmit: (filters: PanelFilters) => void
}

export function FilterPanel({ visible, onClose, gameType, lane, value, onSubmit }: FilterPanelProps) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(value)
  useEffect(() => {
    if (visible) setDraft(value)
  }, [visible, value])
  const sections = panelSections(gameType)
  const pick = (key: keyof PanelFilters, v: string) =>
    // Tapping the selected option again deselects it.
    setDraft((d) => ({ ...d, [key]: d[key] === v ? '' : v }))

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName="filter-panel">
      <h2 className="filter-panel__title">{t('games.filter')}</h2>
      <section aria-label={t('games.vendors')}>
        <h3>{t('games.vendors')}</h3>
        <div className="filter-panel__options">
          {(lane?.cards ?? []).map((c) => (
            <button
              key={c.vassalage}
              type="button"
              className={`filter-option${draft.vassalage === c.vassalage ? ' filter-option--on' : ''}`}
              aria-pressed={draft.vassalage === c.vassalage}
              onClick={() => pick('vassalage', c.vassalage)}
            >
              <span className="filter-option__art">
                <VendorArt src={c.icon} />
              </span>
              {c.displayName}
            </button>
          ))}
        </div>
      </section>
      {sections.classify && (
        <section aria-label={t('games.gameTypeFilter')}>
          <h3>{t('games.gameTypeFilter')}</h3>
          <div className="filter-panel__options">
            {(lane?.gameClassify ?? []).map((c) => (
              <button
                key={c.key}
                type="button"
                className={`filter-option${draft.gameClassify === c.key ? ' filter-option--on' : ''}`}
                aria-pressed={draft.gameClassify === c.key}
                onClick={() => pick('gameClassify', c.key)}
              >
                {c.displayName}
              </button>
            ))}
          </div>
        </section>
      )}
      {sections.minBet && (
        <section aria-label={t('games.minBet')}>
          <h3>{t('games.minBet')}</h3>
          <div className="filter-panel__options">
            {['', ...MIN_BET_OPTIONS.map(String)].map((v) => (
              <button
                key={v || 'all'}
                type="button"
                className={`filter-option${draft.minBet === v ? ' filter-option--on' : ''}`}
                aria-pressed={draft.minBet === v}
                onClick={() => setDraft((d) => ({ ...d, minBet: v }))}
              >
                {v || t('games.all')}
              </button>
            ))}
          </div>
        </section>
      )}
      <div className="filter-panel__actions">
        <Button block onClick={() => setDraft(EMPTY_FILTERS)}>
          {t('games.reset')}
        </Button>
        <Button
          block
          color="primary"
          onClick={() => {
            onSubmit(draft)
            onClose()
          }}
        >
          {t('games.submit')}
        </Button>
      </div>
    </Popup>
  )
}
