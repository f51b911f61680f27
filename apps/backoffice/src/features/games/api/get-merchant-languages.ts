import { type Language, routes } from '@parlor/contract'
import { useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/**
 * The languages the merchant offers (default first), for names per language. Reads the cached
 * merchant list the header's picker loaded (same key and call), so it costs no request.
 */
export function useMerchantLanguages(code: string): Language[] {
  const list = useQuery({
    queryKey: ['bo', 'merchant-options'],
    queryFn: ({ signal }) => apiCall(routes.boMerchantList, { signal }),
    staleTime: 5 * 60_000,
  })
  const row = list.data?.find((m) => m.code === code)
  if (!row) return ['EN']
  const langs = row.languages as Language[]
  return [row.defaultLanguage as Language, ...langs.filter((l) => l !== row.defaultLanguage)]
}
