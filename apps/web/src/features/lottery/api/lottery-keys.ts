import type { z } from 'zod'
import type { lotteryOrdersQuerySchema } from '@parlor/contract'
import { queryRoots } from '@/lib/query-keys'

const root = queryRoots.lottery

type OrderFilters = Omit<z.input<typeof lotteryOrdersQuerySchema>, 'pageNo' | 'pageSize'>

/**
 * The lottery's query keys. Numeros and results are public and shared by every member; orders
 * carry the token so one member's list never shows to the next one on the same phone.
 */
export const lotteryKeys = {
  all: root,
  /** The numero on sale, the last result and the bet types with this merchant's odds (play screen). */
  opened: (gameCode: string) => [...root, 'opened', gameCode] as const,
  /** Recent drawn numeros of a game (results strip, results history, trend chart). */
  near: (gameCode: string, size: number) => [...root, 'near', gameCode, size] as const,
  /** One numero with its commitment, and its seed and result once drawn (verify page). */
  draw: (gameCode: string, numero: string) => [...root, 'draw', gameCode, numero] as const,
  /** Everything of the member's orders: what placing or cancelling makes stale. */
  orders: [...root, 'orders'] as const,
  orderList: (filters: OrderFilters, token: string) => [...root, 'orders', 'list', filters, token] as const,
  orderDetail: (orderId: number, token: string) => [...root, 'orders', 'detail', orderId, token] as const,
}
