import { type DepositChannel, type DepositGatewayBody, routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'

/** The wire path of a gateway deposit follows the channel's variant (the original app's Alipay, QQ and WeChat calls). */
export function gatewayRouteOf(variant: DepositChannel['variant']) {
  if (variant === 'alipay') return routes.depositAlipay
  if (variant === 'qq') return routes.depositQq
  if (variant === 'wechat') return routes.depositWechat
  return routes.depositGateway
}

export interface DepositGatewayInput {
  variant: DepositChannel['variant']
  body: DepositGatewayBody
}

/** Opens a payment with the channel's provider; the answer names the hosted page to send the player to. */
export const depositGateway = ({ variant, body }: DepositGatewayInput) => apiCall(gatewayRouteOf(variant), { body })

// The form shows the server's refusal above its button.
export const useDepositGateway = () => useMutation({ mutationFn: depositGateway, meta: { errorToast: false } })
