import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { useHotGames } from '../api/get-hot-games'
import { useVendorLanes } from '../api/get-vendor-lanes'
import { chooseVendor, type ListState, patchParams, readListState } from '../utils/list-state'
import { GameFeedGrid } from './game-feed-grid'
import { GameGrid } from './popular-games'
import { VendorStrip } from './vendor-strip'
import './lobby.css'

const SLOTS = 'RNG'
/** Hot slots above the grid: one row. */
const HOT_SHOWN = 4

/** The slots centre's list: every slot game of the chosen vendor matching the search, nothing else. */
function slotsState(params: URLSearchParams): ListState {
  const s = readListState(params, SLOTS)
  return { ...s, gameType: SLOTS, fixedVendor: '', tab: 'all', dataType: '', minBet: '', gameClassify: '' }
}

/** The hot slots of the chosen vendor; nothing when it has none. */
function HotSlots({ vendor }: { vendor: string }) {
  const { t } = useTranslation()
  const { data, isPending } = useHotGames(SLOTS, vendor || undefined)
  const games = data?.pages.flatMap((p) => p.games) ?? []
  if (!isPending && games.length === 0) return null
  const more = new URLSearchParams({ gameType: SLOTS, dataType: 'hot', ...(vendor ? { vendor } : {}) })
  return (
    <section className="lobby-section" aria-labelledby="slots-hot-title">
      <h2 id="slots-hot-title" className="lobby-section__title">
        {t('lobby.hotSlots')}
      </h2>
      <GameGrid games={games} loading={isPending} moreUrl={`${paths.gameList.path}?${more}`} limit={HOT_SHOWN} />
    </section>
  )
}

/**
 * `/m/slotsCenter`: the slot (RNG) games on their own, with the vendor strip and the name search
 * of the game list (storefront §Game list screen); vendor and search live in the URL.
 */
export function SlotsCentre() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const s = slotsState(params)
  const lanes = useVendorLanes()
  const lane = lanes.data?.find((l) => l.title === SLOTS)
  const [search, setSearch] = useState(s.gameName)
  const update = (patch: Partial<Record<string, string>>) => setParams(patchParams(params, patch))

  return (
    <div className="lobby lobby--slots">
      <h1 className="visually-hidden">{t('screens.slotsCenter')}</h1>
      {lane && (
        <p className="lobby-summary">
          <span>{t('lobby.gameCount', { count: lane.gameCount })}</span>
          <span>{t('lobby.providerCount', { count: lane.cards.length })}</span>
        </p>
      )}
      <SearchBar
        className="lobby-search"
        placeholder={t('lobby.searchSlots')}
        value={search}
        onChange={setSearch}
        // As in the game list, the search runs on Enter only (storefront §5).
        onSearch={(v) => update({ gameName: v.trim() })}
        onClear={() => update({ gameName: '' })}
        aria-label={t('lobby.searchSlots')}
      />
      <VendorStrip lane={lane} selected={s.vendor} onSelect={(v) => update(chooseVendor(v))} />
      {!s.gameName && <HotSlots vendor={s.vendor} />}
      <section className="lobby-section" aria-labelledby="slots-all-title">
        <h2 id="slots-all-title" className="lobby-section__title">
          {s.gameName ? t('lobby.results', { query: s.gameName }) : t('lobby.allSlots')}
        </h2>
        <GameFeedGrid state={s} />
      </section>
    </div>
  )
}
