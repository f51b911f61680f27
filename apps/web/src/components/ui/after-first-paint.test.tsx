import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AfterFirstPaint } from './after-first-paint'

describe('AfterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows the fallback box in the first render and the children in a later task', () => {
    render(
      <AfterFirstPaint fallback={<div>box</div>}>
        <div>board</div>
      </AfterFirstPaint>,
    )
    expect(screen.getByText('box')).toBeTruthy()
    expect(screen.queryByText('board')).toBeNull()
    act(() => vi.runOnlyPendingTimers())
    expect(screen.getByText('board')).toBeTruthy()
    expect(screen.queryByText('box')).toBeNull()
  })

  it('draws nothing before then without a fallback, and nothing later once unmounted', () => {
    const { container, unmount } = render(
      <AfterFirstPaint>
        <div>bar</div>
      </AfterFirstPaint>,
    )
    expect(container.innerHTML).toBe('')
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
