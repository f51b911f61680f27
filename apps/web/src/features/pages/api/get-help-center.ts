import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { pagesKeys } from './pages-keys'

/** `/wps/system/helpCenter?device=MOBILE&lang=` (storefront §7): `[{title, content}]`. */
export const getHelpCenter = (lang: string, signal?: AbortSignal) =>
  apiCall(routes.helpCenter, { query: { device: 'MOBILE', lang }, signal })

export const getHelpCenterQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: pagesKeys.help(lang),
    queryFn: ({ signal }) => getHelpCenter(lang, signal),
    staleTime: 5 * 60_000,
  })

export const useHelpCenter = () => useQuery(getHelpCenterQueryOptions(currentLanguage()))
