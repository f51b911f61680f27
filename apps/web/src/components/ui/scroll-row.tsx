import { Children, type CSSProperties, type ReactNode } from 'react'
import './scroll-row.css'

/**
 * A row wider than the screen that the player scrolls sideways, `perView` items in view at a
 * time, coming to rest at the start of a group of `group` items. It is the browser's own scrolling
 * with snap points: nothing to load or run before the row can be used.
 */
export function ScrollRow({
  perView,
  gap,
  group = 1,
  children,
}: {
  perView: number
  gap: number
  group?: number
  children: ReactNode
}) {
  const style = { '--scroll-row-per-view': perView, '--scroll-row-gap': `${gap}px` } as CSSProperties
  return (
    <div className="scroll-row" style={style}>
      {Children.toArray(children).map((child, i) => (
        <div
          key={(child as { key?: string | null }).key ?? i}
          className={`scroll-row__item${i % group === 0 ? ' scroll-row__item--snap' : ''}`}
        >
          {child}
        </div>
      ))}
    </div>
  )
}
