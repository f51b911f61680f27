import { useRef, useState } from 'react'
import { useNearViewport } from '../hooks/use-near-viewport'

/** storefront §9: images start loading 100 px before they scroll into view. */
export const LAZY_MARGIN_PX = 100

type Stage = 'idle' | 'visible' | 'loaded'

/**
 * An image in a fixed-ratio box (nothing shifts while it loads) that is fetched only once near
 * the viewport (storefront §4 Lazy images: not loaded, visible, loaded).
 */
export function LazyImage({ src, alt, fallback }: { src: string; alt: string; fallback?: string }) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box, LAZY_MARGIN_PX)
  const [loaded, setLoaded] = useState(false)
  const [current, setCurrent] = useState(src)
  const stage: Stage = loaded ? 'loaded' : near ? 'visible' : 'idle'

  return (
    <div ref={box} className="game-image" data-stage={stage}>
      {stage !== 'idle' && (
        <img
          src={current}
          alt={alt}
          loading="lazy"
          decoding="async"
          onLoad={() => setLoaded(true)}
          onError={() => {
            if (fallback && current !== fallback) setCurrent(fallback)
          }}
        />
      )}
    </div>
  )
}
