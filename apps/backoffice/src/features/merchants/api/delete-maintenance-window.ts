import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { merchantsKeys } from './merchants-keys'

export const deleteMaintenanceWindow = (id: number) => apiCall(routes.boMaintenanceDelete, { params: { id } })

export function useDeleteMaintenanceWindow(merchant: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteMaintenanceWindow,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: merchantsKeys.maintenance(merchant) })
      void queryClient.invalidateQueries({ queryKey: merchantsKeys.list() })
    },
  })
}
