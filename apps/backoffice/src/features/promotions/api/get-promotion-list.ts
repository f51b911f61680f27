import { routes } from '@parlor/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { promotionKeys } from './promotion-keys'

export const getPromotionList = (merchant: string, signal?: AbortSignal) =>
  apiCall(routes.boPromotionList, { query: { merchant }, signal })

export const getPromotionListQueryOptions = (merchant: string) =>
  queryOptions({
    queryKey: promotionKeys.list(merchant),
    queryFn: ({ signal }) => getPromotionList(merchant, signal),
  })

export const usePromotionList = (merchant: string) => useQuery(getPromotionListQueryOptions(merchant))
