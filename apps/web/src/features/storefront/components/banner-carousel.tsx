import type { AnnouncementItem } from '@parlor/contract'
import { useNavigate } from 'react-router'
import { Carousel } from '@/components/carousel/carousel'
import { isExternalUrl } from '@/lib/links'

export const BANNER_DELAY_MS = 5000

export function BannerCarousel({ banners }: { banners: readonly AnnouncementItem[] }) {
  const navigate = useNavigate()
  if (banners.length === 0) return <div className="banner-box banner-box--empty" aria-hidden="true" />

  const open = (b: AnnouncementItem) => {
    const link = b.linkUrl || b.url
    if (!link) return
    if (isExternalUrl(link)) window.open(link, '_blank', 'noopener,noreferrer')
    else if (link.startsWith('/')) navigate(link)
  }

  return (
    <div className="banner-box" data-testid="banner-carousel">
      {/* Storefront §Home screen: more than one banner loops every 5 s and keeps going after a swipe. */}
      <Carousel
        key={banners.map((b) => b.id).join(',')}
        delayMs={BANNER_DELAY_MS}
        dots
        slides={banners.map((b, i) => ({
          key: b.id,
          node: (
            <button type="button" className="banner-slide" data-banner-id={b.id} onClick={() => open(b)}>
              <img
                src={b.imageUrl ?? ''}
                alt={b.title}
                width={750}
                height={300}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding="async"
              />
            </button>
          ),
        }))}
      />
    </div>
  )
}
