import './vendor-art.css'

/**
 * A vendor's artwork in its slot: the 5:2 plate vendor logos are drawn as (the demo's generated
 * art is 160 × 64), shown whole and letterboxed when a vendor's picture has another shape, never
 * cropped. Without a picture (the strip's All entry) the slot holds a star, so every entry lines up.
 */
export function VendorArt({ src, maintenance = false }: { src: string; maintenance?: boolean }) {
  return (
    <span className={`vendor-art${maintenance ? ' vendor-art--maintenance' : ''}`}>
      {src ? (
        <img src={src} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className="vendor-art__star" aria-hidden="true">
          ★
        </span>
      )}
    </span>
  )
}
