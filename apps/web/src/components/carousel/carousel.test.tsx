import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Carousel } from './carousel'

const slides = (n: number) => Array.from({ length: n }, (_, i) => ({ key: i, node: <p>slide {i}</p> }))
const activeText = () => document.querySelector('.carousel__slide--active')?.textContent

describe('Carousel', () => {
  const scrollTo = vi.fn()
  beforeEach(() => {
    vi.useFakeTimers()
    scrollTo.mockReset()
    Element.prototype.scrollTo = scrollTo
  })
  afterEach(() => vi.useRealTimers())

  it('rolls to the next slide after the delay, then back to the first after the last', () => {
    render(<Carousel direction="vertical" delayMs={5000} slides={slides(3)} />)
    expect(activeText()).toBe('slide 0')
    act(() => vi.advanceTimersByTime(4999))
    expect(activeText()).toBe('slide 0')
    act(() => vi.advanceTimersByTime(1))
    expect(activeText()).toBe('slide 1')
    act(() => vi.advanceTimersByTime(5000))
    expect(activeText()).toBe('slide 2')
    act(() => vi.advanceTimersByTime(5000))
    expect(activeText()).toBe('slide 0')
    // Slides out of view are out of the reading order.
    expect(screen.getByText('slide 1').parentElement).toHaveAttribute('aria-hidden', 'true')
  })

  it('asks the track to scroll sideways, and follows a swipe', () => {
    render(<Carousel delayMs={5000} slides={slides(2)} dots />)
    const track = document.querySelector('.carousel__track') as HTMLElement
    Object.defineProperty(track, 'clientWidth', { value: 300 })
    act(() => vi.advanceTimersByTime(5000))
    expect(scrollTo).toHaveBeenCalledWith({ left: 300, behavior: 'smooth' })
    // The browser scrolls (or the player swipes): the slide in view becomes the active one.
    track.scrollLeft = 300
    act(() => track.dispatchEvent(new Event('scroll')))
    expect(activeText()).toBe('slide 1')
    expect(document.querySelectorAll('.carousel__dot--active')).toHaveLength(1)
  })

  it('leaves a single slide still', () => {
    render(<Carousel delayMs={5000} slides={slides(1)} dots />)
    act(() => vi.advanceTimersByTime(20_000))
    expect(scrollTo).not.toHaveBeenCalled()
    expect(document.querySelector('.carousel__dots')).toBeNull()
  })
})
