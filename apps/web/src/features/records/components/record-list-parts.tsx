import { InfiniteScroll, Selector, Tabs } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { RANGES, type Range } from '../utils/ranges'

/** The period tabs and the filter chips every records screen opens with. */
export function RecordFilters({
  range,
  onRange,
  columns,
  options,
  selected,
  onSelect,
  label,
}: {
  range: Range
  onRange: (range: Range) => void
  columns: number
  options: { value: string; label: string }[]
  selected: string[]
  onSelect: (value: string[]) => void
  label: string
}) {
  const { t } = useTranslation()
  return (
    <>
      <Tabs activeKey={range} onChange={(k) => onRange(k as Range)}>
        {RANGES.map((r) => (
          <Tabs.Tab key={r} title={t(`records.range.${r}`)} />
        ))}
      </Tabs>
      <Selector columns={columns} options={options} value={selected} onChange={onSelect} aria-label={label} />
    </>
  )
}

/** The paged query a records list reads, as far as loading more needs it. */
interface PagedQuery {
  isPending: boolean
  isError: boolean
  hasNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

/** Loads the next page as the list's end comes into view; says when there is nothing or no more. */
export function MoreRecords({ query, total }: { query: PagedQuery; total: number }) {
  const { t } = useTranslation()
  return (
    <InfiniteScroll
      loadMore={async () => {
        await query.fetchNextPage()
      }}
      hasMore={!query.isError && (query.isPending || Boolean(query.hasNextPage))}
    >
      {query.isPending ? null : total === 0 ? t('records.empty') : t('records.end')}
    </InfiniteScroll>
  )
}
