import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import './carousel.css'

export interface CarouselSlide {
  key: string | number
  node: ReactNode
}

/**
 * Slides that follow each other on their own: the home's banners (swiped sideways) and hot matches
 * (rolling upwards). Sideways it is the browser's own scrolling with snap points, so a swipe feels
 * native and costs no script; the timer only asks the track to scroll. After the last slide it goes
 * back to the first, and a swipe restarts the wait rather than stopping the show. One slide stands still.
 */
export function Carousel({
  slides,
  delayMs,
  direction = 'horizontal',
  dots = false,
}: {
  slides: readonly CarouselSlide[]
  delayMs: number
  direction?: 'horizontal' | 'vertical'
  /** Position marks under the slides; decorative, the slides themselves are what is announced. */
  dots?: boolean
}) {
  const track = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  const count = slides.length
  const horizontal = direction === 'horizontal'

  const show = useCallback(
    (index: number) => {
      const el = track.current
      if (!el) return
      if (!horizontal) {
        setActive(index)
        return
      }
      // Right-to-left pages scroll towards negative offsets.
      const sign = getComputedStyle(el).direction === 'rtl' ? -1 : 1
      el.scrollTo({ left: sign * index * el.clientWidth, behavior: 'smooth' })
    },
    [horizontal],
  )

  useEffect(() => {
    if (count < 2) return
    const timer = window.setTimeout(() => show((active + 1) % count), delayMs)
    return () => window.clearTimeout(timer)
  }, [active, count, delayMs, show])

  const onScroll = () => {
    const el = track.current
    if (!el || el.clientWidth === 0) return
    const index = Math.round(Math.abs(el.scrollLeft) / el.clientWidth)
    if (index !== active && index < count) setActive(index)
  }

  return (
    <div className={`carousel carousel--${direction}`}>
      <div
        ref={track}
        className="carousel__track"
        onScroll={horizontal ? onScroll : undefined}
        style={horizontal ? undefined : { transform: `translateY(${-100 * active}%)` }}
      >
        {slides.map((s, i) => (
          <div
            key={s.key}
            className={`carousel__slide${i === active ? ' carousel__slide--active' : ''}`}
            // Slides out of view stay out of the reading order and the tab order.
            aria-hidden={i !== active}
            inert={i !== active}
          >
            {s.node}
          </div>
        ))}
      </div>
      {dots && count > 1 && (
        <div className="carousel__dots" aria-hidden="true">
          {slides.map((s, i) => (
            <span key={s.key} className={`carousel__dot${i === active ? ' carousel__dot--active' : ''}`} />
          ))}
        </div>
      )}
    </div>
  )
}
