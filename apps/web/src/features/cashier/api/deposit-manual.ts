import { type DepositManualBody, routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** `POST MCS2_depositManualTransfer`: the player's account of a transfer, waiting for an operator. */
export const depositManual = (body: DepositManualBody) => apiCall(routes.depositManual, { body })

export const useDepositManual = () => useMutation({ mutationFn: depositManual, meta: { errorToast: false } })
