import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { countdownSeconds, useCountdown } from './use-sms-countdown'

describe('countdownSeconds (accounts-and-access §4 SMS send button)', () => {
  it('is 60 s × expiredMinutes less half the round trip', () => {
    expect(countdownSeconds(1, 0)).toBe(60)
    expect(countdownSeconds(5, 0)).toBe(300)
    expect(countdownSeconds(5, 4000)).toBe(298)
    expect(countdownSeconds(2, 3000)).toBe(119)
    // Half of a 600 ms round trip is 0.3 s: not worth a whole second.
    expect(countdownSeconds(1, 600)).toBe(60)
  })

  it('never goes below zero', () => {
    expect(countdownSeconds(0, 5000)).toBe(0)
  })
})

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('counts down once a second and is restored at zero', () => {
    const { result } = renderHook(() => useCountdown())
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false })

    act(() => result.current.start(3))
    expect(result.current).toMatchObject({ secondsLeft: 3, running: true })
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.secondsLeft).toBe(2)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.secondsLeft).toBe(1)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('catches up after timers were held back (a tab in the background)', () => {
    const { result } = renderHook(() => useCountdown())
    act(() => result.current.start(60))
    // The clock moves 40 s while only one tick gets to run.
    act(() => {
      vi.setSystemTime(Date.now() + 39_000)
      vi.advanceTimersByTime(1000)
    })
    expect(result.current.secondsLeft).toBe(20)
  })

  it('restarts from a new value and stops when the screen is left', () => {
    const { result, unmount } = renderHook(() => useCountdown())
    act(() => result.current.start(120))
    act(() => vi.advanceTimersByTime(5000))
    act(() => result.current.start(42))
    expect(result.current.secondsLeft).toBe(42)
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
