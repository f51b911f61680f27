import type { AnnouncementItem } from '@parlor/contract'
import { useNavigate } from 'react-router'
import { Autoplay, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/pagination'
import { isExternalUrl } from '@/lib/sanitize'

export const BANNER_DELAY_MS = 5000

/**
 * Storefront §Home screen: with more than one banner the carousel loops and autoplays every 5 s
 * and keeps going after a swipe; a single banner stands still.
 */
export function bannerSwiperOptions(count: number) {
  const moving = count > 1
  return {
    loop: moving,
    autoplay: moving ? { delay: BANNER_DELAY_MS, disableOnInteraction: false } : false,
  } as const
}

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
      {/* A new key re-initialises Swiper when the list changes (loop clones, autoplay). */}
      <Swiper
        key={banners.map((b) => b.id).join(',')}
        modules={[Autoplay, Pagination]}
        pagination={{ clickable: true }}
        {...bannerSwiperOptions(banners.length)}
      >
        {banners.map((b, i) => (
          <SwiperSlide key={b.id}>
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
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  )
}
