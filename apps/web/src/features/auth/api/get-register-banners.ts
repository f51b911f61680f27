import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { readMerchant } from '@/lib/storage'
import { authKeys } from './auth-keys'

/** The registration banner (accounts-and-access §Registration screen): announcements B of group m_reg. */
export const REGISTER_BANNERS = { types: 'B', groupName: 'm_reg', platform: 'M' } as const

export const getRegisterBanners = (signal?: AbortSignal) =>
  apiCall(routes.announcements, {
    query: { ...REGISTER_BANNERS, merchantCode: readMerchant() ?? '' },
    auth: false,
    signal,
  }).then((answer) => answer.banners)

export const getRegisterBannersQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.registerBanners(currentLanguage()),
    queryFn: ({ signal }) => getRegisterBanners(signal),
    staleTime: 5 * 60_000,
    meta: { errorToast: false },
  })

export const useRegisterBanners = () => useQuery(getRegisterBannersQueryOptions())
