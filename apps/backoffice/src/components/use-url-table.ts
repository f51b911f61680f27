import type { TablePaginationConfig } from 'antd'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

const PAGE_SIZES = [10, 20, 50, 100]

export interface UrlTable<F extends string> {
  page: number
  pageSize: number
  /** The filters present in the URL (absent or empty ones are left out). */
  filters: Partial<Record<F, string>>
  /** Replaces the given filters (undefined or '' removes one) and goes back to page 1. */
  setFilters: (next: Partial<Record<F, string | undefined | null>>) => void
  /** Clears every filter of this table. */
  resetFilters: () => void
  /** The antd Table `pagination` prop for a server-paged list of `total` rows. */
  pagination: (total: number | undefined) => TablePaginationConfig
}

/**
 * Page, page size and filters of a list screen, kept in the URL (`?page=2&pageSize=50&status=x`)
 * so a reload, the back button or a shared link shows the same rows. Other parameters (the
 * merchant picker's `merchant`) are left as they are.
 */
export function useUrlTable<F extends string = never>(
  options: { filters?: readonly F[]; defaultPageSize?: number } = {},
): UrlTable<F> {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const defaultPageSize = options.defaultPageSize ?? 20
  const names = options.filters ?? []
  const namesKey = names.join(',')

  const page = positive(params.get('page')) ?? 1
  const pageSize = Math.min(positive(params.get('pageSize')) ?? defaultPageSize, 200)
  // biome-ignore lint/correctness/useExhaustiveDependencies: namesKey stands for the names array
  const filters = useMemo(() => {
    const out: Partial<Record<F, string>> = {}
    for (const name of names) {
      const value = params.get(name)
      if (value) out[name] = value
    }
    return out
  }, [params, namesKey])

  const setFilters = useCallback(
    (next: Partial<Record<F, string | undefined | null>>) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev)
        for (const [name, value] of Object.entries(next) as [string, string | undefined | null][]) {
          if (value === undefined || value === null || value === '') out.delete(name)
          else out.set(name, value)
        }
        out.delete('page')
        return out
      }),
    [setParams],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: namesKey stands for the names array
  const resetFilters = useCallback(
    () =>
      setParams((prev) => {
        const out = new URLSearchParams(prev)
        for (const name of names) out.delete(name)
        out.delete('page')
        return out
      }),
    [setParams, namesKey],
  )

  const pagination = useCallback(
    (total: number | undefined): TablePaginationConfig => ({
      current: page,
      pageSize,
      total: total ?? 0,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES,
      showTotal: (n) => t('common.totalRows', { count: n }),
      onChange: (nextPage, nextSize) =>
        setParams((prev) => {
          const out = new URLSearchParams(prev)
          const sizeChanged = nextSize !== pageSize
          setOrDelete(out, 'page', sizeChanged || nextPage === 1 ? undefined : String(nextPage))
          setOrDelete(out, 'pageSize', nextSize === defaultPageSize ? undefined : String(nextSize))
          return out
        }),
    }),
    [page, pageSize, defaultPageSize, setParams, t],
  )

  return { page, pageSize, filters, setFilters, resetFilters, pagination }
}

function positive(raw: string | null): number | undefined {
  const n = Number(raw)
  return Number.isInteger(n) && n > 0 ? n : undefined
}

function setOrDelete(params: URLSearchParams, name: string, value: string | undefined) {
  if (value === undefined) params.delete(name)
  else params.set(name, value)
}
