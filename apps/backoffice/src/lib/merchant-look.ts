import { type Language, routes } from '@parlor/contract'
import { useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

export interface MerchantLook {
  name: string
  /** Offered languages, the default first. */
  languages: Language[]
  accent: string | undefined
}

/** What the preview needs of the merchant: its name, languages and theme colour. */
export function useMerchantLook(code: string): MerchantLook | undefined {
  const query = useQuery({
    queryKey: ['bo', 'merchants', 'settings', code],
    queryFn: ({ signal }) => apiCall(routes.boMerchantGet, { params: { code }, signal }),
  })
  const m = query.data
  if (!m) return undefined
  return {
    name: m.name,
    languages: [m.defaultLanguage, ...m.languages.filter((l) => l !== m.defaultLanguage)],
    accent: m.theme.primaryColor,
  }
}
