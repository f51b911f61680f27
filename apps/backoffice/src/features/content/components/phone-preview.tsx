import { CloseOutlined, SoundOutlined } from '@ant-design/icons'
import type { AnnouncementType } from '@parlor/contract'
import dayjs from 'dayjs'
import type { CSSProperties, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SafeHtml } from '@/components/safe-html'
import './phone-preview.css'

/** A 390 px phone frame in the player app's colours. */
export function PhoneFrame({ children, accent }: { children: ReactNode; accent?: string }) {
  return (
    <div className="phone" data-testid="phone-preview" style={{ '--p-accent': accent } as CSSProperties}>
      <div className="phone__screen">{children}</div>
    </div>
  )
}

export interface PreviewItem {
  type: AnnouncementType
  title: string
  content: string
  imageUrl: string | null
  linkUrl: string | null
  endAt: string | null
  payload: Record<string, unknown> | null
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

/**
 * How one item looks in the player app: a banner on the home carousel, a notice in the marquee and
 * the notice list, a popup over the home, a promotion card, a hot-match card. Its HTML goes through
 * DOMPurify exactly as in the app.
 */
export function AnnouncementPreview({
  item,
  merchantName,
  accent,
}: {
  item: PreviewItem
  merchantName: string
  accent?: string
}) {
  const { t } = useTranslation()
  const home = (children: ReactNode) => (
    <>
      <div className="phone__header">
        <span className="phone__brand">{merchantName}</span>
        <span className="phone__muted">{t('content.preview.login')}</span>
      </div>
      <div className="phone__body">{children}</div>
    </>
  )
  const page = (title: string, children: ReactNode) => (
    <>
      <div className="phone__header phone__header--title">{title}</div>
      <div className="phone__body">{children}</div>
    </>
  )
  const banner = (
    <>
      <div className="phone__banner">
        {item.imageUrl ? <img src={item.imageUrl} alt="" /> : <div className="phone__banner-caption">{item.title}</div>}
      </div>
      <div className="phone__dots">
        <span />
        <span />
        <span />
      </div>
    </>
  )
  switch (item.type) {
    case 'B':
      return (
        <PhoneFrame accent={accent}>
          {home(
            <>
              {banner}
              <div className="phone__marquee">
                <SoundOutlined /> {t('content.preview.noticeStrip')}
              </div>
              {item.linkUrl && (
                <div className="phone__muted" style={{ marginTop: 8 }}>
                  → {item.linkUrl}
                </div>
              )}
            </>,
          )}
        </PhoneFrame>
      )
    case 'PU':
      return (
        <PhoneFrame accent={accent}>
          {home(
            <>
              <div className="phone__banner" />
              <div className="phone__marquee">
                <SoundOutlined /> {t('content.preview.noticeStrip')}
              </div>
            </>,
          )}
          <div className="phone__dim">
            <div className="phone__modal" role="dialog">
              <div className="phone__modal-head">
                <span>{item.title}</span>
                <CloseOutlined />
              </div>
              <div className="phone__modal-body">
                {item.imageUrl && (
                  <img src={item.imageUrl} alt="" style={{ width: '100%', borderRadius: 8, marginBottom: 8 }} />
                )}
                <SafeHtml className="phone__html" html={item.content} />
              </div>
              <div className="phone__modal-foot">
                <span>‹ {t('content.preview.previous')}</span>
                <span>1 / 1</span>
                <span>{t('content.preview.next')} ›</span>
              </div>
            </div>
          </div>
        </PhoneFrame>
      )
    case 'PR':
      return (
        <PhoneFrame accent={accent}>
          {page(
            t('content.preview.promotions'),
            <div className="phone__card" style={{ padding: 0, overflow: 'hidden' }}>
              {item.imageUrl ? (
                <img src={item.imageUrl} alt="" style={{ width: '100%', display: 'block' }} />
              ) : (
                <div className="phone__banner" style={{ borderRadius: 0 }} />
              )}
              <div style={{ padding: 12 }}>
                <div className="phone__card-title">{item.title}</div>
                <SafeHtml className="phone__html" html={item.content} />
                {item.endAt && (
                  <div className="phone__muted" style={{ marginTop: 6 }}>
                    {t('content.preview.until', { date: dayjs(item.endAt).format('YYYY-MM-DD') })}
                  </div>
                )}
              </div>
            </div>,
          )}
        </PhoneFrame>
      )
    case 'H': {
      const p = item.payload ?? {}
      const time = Number(p.matchTime)
      return (
        <PhoneFrame accent={accent}>
          {home(
            <div className="phone__card">
              <div className="phone__muted">{text(p.league) || t('content.preview.league')}</div>
              <div className="phone__match">
                <div className="phone__team">
                  {text(p.homeTeamImageUrl) ? (
                    <img src={text(p.homeTeamImageUrl)} alt="" />
                  ) : (
                    <span className="phone__team-blank" />
                  )}
                  <div>{text(p.homeTeam) || t('content.preview.home')}</div>
                </div>
                <div>
                  <strong>VS</strong>
                  <div className="phone__muted">
                    {Number.isFinite(time) && time > 0 ? dayjs(time).format('MM/DD HH:mm') : '--/-- --:--'}
                  </div>
                </div>
                <div className="phone__team">
                  {text(p.awayTeamImageUrl) ? (
                    <img src={text(p.awayTeamImageUrl)} alt="" />
                  ) : (
                    <span className="phone__team-blank" />
                  )}
                  <div>{text(p.awayTeam) || t('content.preview.away')}</div>
                </div>
              </div>
              <div style={{ textAlign: 'center' }}>
                <span className="phone__button">{t('content.preview.bet')}</span>
              </div>
            </div>,
          )}
        </PhoneFrame>
      )
    }
    default:
      // Player (PL) and agent (A) notices: the marquee line and the notice list entry.
      return (
        <PhoneFrame accent={accent}>
          {page(
            t(item.type === 'A' ? 'content.preview.agentNotices' : 'content.preview.notices'),
            <>
              <div className="phone__marquee">
                <SoundOutlined /> {item.title}
              </div>
              <div className="phone__card">
                <div className="phone__card-title">{item.title}</div>
                <SafeHtml className="phone__html" html={item.content} />
              </div>
            </>,
          )}
        </PhoneFrame>
      )
  }
}
