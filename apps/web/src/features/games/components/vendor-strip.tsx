import type { VendorLane } from '@parlor/contract'
import { useTranslation } from 'react-i18next'
import { ScrollRow } from '@/components/ui/scroll-row'
import { VendorArt } from './vendor-art'

/** storefront §9: vendor strip, 4 slides per group, 5 px spacing. */
export const VENDOR_STRIP = { perView: 4, group: 4, gap: 5 } as const

export function VendorStrip({
  lane,
  selected,
  onSelect,
}: {
  lane: VendorLane | undefined
  selected: string
  onSelect: (vendor: string) => void
}) {
  const { t } = useTranslation()
  const cards = lane?.cards ?? []
  const entries = [
    { code: '', name: t('games.all'), icon: '', maintenance: false },
    ...cards.map((c) => ({
      code: c.vassalage,
      name: c.displayName,
      icon: c.icon,
      maintenance: c.maintenance === true,
    })),
  ]
  return (
    <nav className="vendor-strip" aria-label={t('games.vendors')}>
      <ScrollRow {...VENDOR_STRIP}>
        {entries.map((v) => (
          <button
            key={v.code || 'all'}
            type="button"
            className={`vendor-chip${selected === v.code ? ' vendor-chip--on' : ''}${v.maintenance ? ' vendor-chip--maintenance' : ''}`}
            aria-pressed={selected === v.code}
            // Still selectable: its list shows the greyed tiles, each explaining itself.
            title={v.maintenance ? t('games.maintenanceMessage') : undefined}
            onClick={() => onSelect(v.code)}
          >
            <VendorArt src={v.icon} maintenance={v.maintenance} />
            <span className="vendor-chip__name">{v.name}</span>
            {v.maintenance && <span className="vendor-chip__maintenance">{t('games.underMaintenance')}</span>}
          </button>
        ))}
      </ScrollRow>
    </nav>
  )
}
