import { type maintenanceWindowBodySchema, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiCall } from '@/lib/api-client'
import { merchantsKeys } from './merchants-keys'

export type MaintenanceWindowBody = z.input<typeof maintenanceWindowBodySchema>

export const createMaintenanceWindow = (body: MaintenanceWindowBody) => apiCall(routes.boMaintenanceCreate, { body })

export function useCreateMaintenanceWindow(merchant: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createMaintenanceWindow,
    meta: { errorToast: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: merchantsKeys.maintenance(merchant) })
      void queryClient.invalidateQueries({ queryKey: merchantsKeys.list() })
    },
  })
}
