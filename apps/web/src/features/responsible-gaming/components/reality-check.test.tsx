import { act, render, screen } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setRealityCheckMinutes } from '../hooks/use-reality-check-minutes'
import { RealityCheck } from './reality-check'

afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('reality check', () => {
  it('every chosen interval shows the time played and the net result, and stops on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    setRealityCheckMinutes(15)
    const balances = [100, 82.5]
    const readBalance = vi.fn(async () => balances.shift())
    const onStop = vi.fn()
    render(<RealityCheck readBalance={readBalance} onStop={onStop} />)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15 * 60_000)
    })
    expect(
      await screen.findByText('You have played for 15 minutes. Your result since the game opened: -17.50.'),
    ).toBeInTheDocument()
    // antd-mobile blocks pointer events while its open animation runs, which jsdom never finishes.
    const user = userEvent.setup({
      advanceTimers: vi.advanceTimersByTime,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    })
    await user.click(screen.getByRole('button', { name: 'Stop playing' }))
    await vi.waitFor(() => expect(onStop).toHaveBeenCalledTimes(1))
  })

  it('stays quiet when the member chose none', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const readBalance = vi.fn(async () => 100)
    render(<RealityCheck readBalance={readBalance} onStop={() => {}} />)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120 * 60_000)
    })
    expect(readBalance).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Stop playing' })).toBeNull()
  })
})
