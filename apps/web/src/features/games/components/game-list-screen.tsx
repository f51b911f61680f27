import { Button, SearchBar, Tabs } from 'antd-mobile'
import { FilterOutline } from 'antd-mobile-icons'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/storage'
import { useVendorLanes } from '../api/get-vendor-lanes'
import {
  chooseTab,
  chooseVendor,
  classTabs,
  type DataType,
  otherGameTypes,
  patchParams,
  readListState,
  SHOWS_OTHER_GAMES,
  tabClassification,
} from '../utils/list-state'
import { gameTypeUrl } from '../utils/launch-target'
import { FilterPanel, type PanelFilters } from './filter-panel'
import { GameFeedGrid } from './game-feed-grid'
import { VendorStrip } from './vendor-strip'
import './game-list.css'

const QUICK_FILTERS: readonly Exclude<DataType, ''>[] = ['recent', 'fav', 'hot']

/** `/m/gameList?gameType=` (optionally `&vassalage=`) and `/m/gameLobby` (storefront §Game list screen). */
export function GameListScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const session = useSession()
  const [params, setParams] = useSearchParams()
  const s = readListState(params)
  const lanes = useVendorLanes()
  const lane = lanes.data?.find((l) => l.title === s.gameType)
  const [filterOpen, setFilterOpen] = useState(false)
  const [search, setSearch] = useState(s.gameName)

  const update = (patch: Partial<Record<string, string>>) => setParams(patchParams(params, patch))

  const tabs = classTabs(s.gameType, lane, { all: t('games.all'), new: t('games.new') })
  const activeTab = s.tab
  const panelValue = useMemo<PanelFilters>(
    () => ({ gameClassify: s.gameClassify, minBet: s.minBet, vassalage: s.vendor, gameName: s.gameName }),
    [s.gameClassify, s.minBet, s.vendor, s.gameName],
  )

  const onQuickFilter = (dt: Exclude<DataType, ''>) => {
    if ((dt === 'recent' || dt === 'fav') && !session) {
      navigate(paths.login.path)
      return
    }
    update({ dataType: s.dataType === dt ? '' : dt })
  }

  const others = SHOWS_OTHER_GAMES.has(s.gameType) ? otherGameTypes(s.gameType, lanes.data) : []

  return (
    <div
      className="game-list"
      data-classification={tabClassification(s.tab, s.gameType, s.dataType)}
      data-game-type={s.gameType}
    >
      <h1 className="game-list__title">{t(`games.types.${s.gameType}`, { defaultValue: s.gameType })}</h1>
      {/* Not stretched: the class tabs join "All" when the vendor lanes arrive, and stretched tabs
          would all slide sideways then. */}
      <Tabs
        activeKey={activeTab}
        onChange={(key) => update(chooseTab(key))}
        className="game-list__tabs"
        stretch={false}
      >
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} title={tab.label} />
        ))}
      </Tabs>
      <div className="game-list__search">
        <SearchBar
          placeholder={t('games.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          // The search runs on Enter only (storefront §5).
          onSearch={(v) => update({ gameName: v.trim() })}
          aria-label={t('games.searchPlaceholder')}
        />
        <Button size="small" fill="none" aria-label={t('games.filter')} onClick={() => setFilterOpen(true)}>
          <FilterOutline fontSize={20} />
        </Button>
      </div>
      <nav className="game-list__quick" aria-label={t('games.quickFilters')}>
        {QUICK_FILTERS.map((dt) => (
          <button
            key={dt}
            type="button"
            className={`quick-filter${s.dataType === dt ? ' quick-filter--on' : ''}`}
            aria-pressed={s.dataType === dt}
            onClick={() => onQuickFilter(dt)}
          >
            {t(`games.quick.${dt}`)}
          </button>
        ))}
      </nav>
      {!s.fixedVendor && <VendorStrip lane={lane} selected={s.vendor} onSelect={(v) => update(chooseVendor(v))} />}

      <GameFeedGrid
        state={s}
        after={
          others.length > 0 && (
            <section className="other-games" aria-label={t('games.otherGames')}>
              <h2>{t('games.otherGames')}</h2>
              <ul>
                {others.map((type) => (
                  <li key={type}>
                    <Link to={gameTypeUrl(type)}>{t(`games.types.${type}`, { defaultValue: type })}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )
        }
      />

      <FilterPanel
        visible={filterOpen}
        onClose={() => setFilterOpen(false)}
        gameType={s.gameType}
        lane={lane}
        value={panelValue}
        onSubmit={(f) => {
          setSearch(f.gameName)
          update({
            gameClassify: f.gameClassify,
            minBet: f.minBet,
            vendor: f.vassalage,
            gameName: f.gameName,
            dataType: '',
          })
        }}
      />
    </div>
  )
}
