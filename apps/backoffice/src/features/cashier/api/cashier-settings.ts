import { type AdminCashierSettingsBody, type AdminChannelBody, routes } from '@parlor/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { cashierKeys } from './cashier-keys'

export const getCashierSettingsQueryOptions = (merchant: string) =>
  queryOptions({
    queryKey: cashierKeys.settings(merchant),
    queryFn: ({ signal }) => apiCall(routes.adminCashierSettings, { query: { merchant }, signal }),
  })
export const useCashierSettings = (merchant: string) => useQuery(getCashierSettingsQueryOptions(merchant))

export const getChannelsQueryOptions = (merchant: string) =>
  queryOptions({
    queryKey: cashierKeys.channels(merchant),
    queryFn: ({ signal }) => apiCall(routes.adminChannels, { query: { merchant }, signal }),
  })
export const useChannels = (merchant: string) => useQuery(getChannelsQueryOptions(merchant))

export function useSaveCashierSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdminCashierSettingsBody) => apiCall(routes.adminCashierSettingsPut, { body }),
    // The form shows the server's refusal on the field it names.
    meta: { errorToast: false },
    onSuccess: (_, body) => {
      void queryClient.invalidateQueries({ queryKey: cashierKeys.settings(body.merchant) })
      void queryClient.invalidateQueries({ queryKey: auditTrailKey })
    },
  })
}

export function useSaveChannel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdminChannelBody) => apiCall(routes.adminChannelPut, { body }),
    meta: { errorToast: false },
    onSuccess: (_, body) => {
      void queryClient.invalidateQueries({ queryKey: cashierKeys.channels(body.merchant) })
      void queryClient.invalidateQueries({ queryKey: auditTrailKey })
    },
  })
}
