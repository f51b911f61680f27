import { useEffect, useRef, useState } from 'react'

/** storefront §9: images start loading 100 px before they scroll into view. */
export const LAZY_MARGIN_PX = 100

type Stage = 'idle' | 'visible' | 'loaded'

/**
 * An image in a fixed-ratio box (nothing shifts while it loads) that is fetched only once near
 * the viewport (storefront §4 Lazy images: not loaded, visible, loaded).
 */
export function LazyImage({ src, alt, fallback }: { src: string; alt: string; fallback?: string }) {
  const box = useRef<HTMLDivElement>(null)
  const [stage, setStage] = useState<Stage>('idle')
  const [current, setCurrent] = useState(src)

  useEffect(() => {
    const el = box.current
    if (!el) return
    if (typeof IntersectionObserver === 'undefined') {
      setStage('visible')
      return
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setStage((s) => (s === 'idle' ? 'visible' : s))
          io.disconnect()
        }
      },
      { rootMargin: `${LAZY_MARGIN_PX}px` },
    )
    io.observe(el)
    return () => io.disconnect()
  }, [])

  return (
    <div ref={box} className="game-image" data-stage={stage}>
      {stage !== 'idle' && (
        <img
          src={current}
          alt={alt}
          loading="lazy"
          decoding="async"
          onLoad={() => setStage('loaded')}
          onError={() => {
            if (fallback && current !== fallback) setCurrent(fallback)
          }}
        />
      )}
    </div>
  )
}
