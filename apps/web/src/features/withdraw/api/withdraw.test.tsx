import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { sharedKeys } from '@/lib/query-keys'
import { useRefreshAfterPayoutChange } from './withdraw'
import { withdrawKeys } from './withdraw-keys'

describe('after a payout change', () => {
  it('marks the header balance and the withdrawal figures stale', async () => {
    const client = new QueryClient()
    const balanceKey = [...sharedKeys.wallet, 'balance', 'tok']
    client.setQueryData(balanceKey, { sumBalance: 1 })
    client.setQueryData(withdrawKeys.info('tok'), { balance: 1 })
    client.setQueryData(sharedKeys.announcements, [])
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useRefreshAfterPayoutChange(), { wrapper })
    await result.current()
    expect(client.getQueryState(balanceKey)?.isInvalidated).toBe(true)
    expect(client.getQueryState(withdrawKeys.info('tok'))?.isInvalidated).toBe(true)
    expect(client.getQueryState(sharedKeys.announcements)?.isInvalidated).toBe(false)
  })
})
