import { describe, expect, it, vi } from 'vitest'
import { throttle } from './throttle'

describe('throttle', () => {
  it('runs at most once per window, on the leading edge', () => {
    let now = 10_000
    const fn = vi.fn()
    const t = throttle(fn, 1000, () => now)
    t()
    t()
    now += 999
    t()
    expect(fn).toHaveBeenCalledTimes(1)
    now += 1
    t()
    expect(fn).toHaveBeenCalledTimes(2)
  })
})
