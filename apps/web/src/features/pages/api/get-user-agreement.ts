import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { pagesKeys } from './pages-keys'

/** The merchant's user agreement with its age limit (18 or 21) filled in. */
export const getUserAgreement = (lang: string, signal?: AbortSignal) =>
  apiCall(routes.userAgreement, { query: { lang }, signal })

export const getUserAgreementQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: pagesKeys.agreement(lang),
    queryFn: ({ signal }) => getUserAgreement(lang, signal),
    staleTime: 10 * 60_000,
  })

export const useUserAgreement = () => useQuery(getUserAgreementQueryOptions(currentLanguage()))
