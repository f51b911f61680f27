import type { AnnouncementItem } from '@parlor/contract'
import { CenterPopup } from 'antd-mobile'
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { SafeHtml } from '@/components/ui/safe-html'
import { useMarkAnnouncementRead } from '@/lib/announcements/mark-announcement-read'
import { sharedKeys } from '@/lib/query-keys'
import { popupFingerprint, shouldShowPopup } from '../utils/popup-rules'
import { type Audience, markPopupShownThisSession, writePopupMemory } from '../utils/storefront-storage'

/** Storefront §9: the popup list is looked at 500 ms after mount (and whenever it changes). */
export const POPUP_DELAY_MS = 500

const POPUP_SIZE = { '--min-width': 'min(86vw, 340px)', '--max-width': 'min(90vw, 360px)' } as CSSProperties

/**
 * The announcement pop-up (storefront §Home screen, §4): paged with previous, next and close;
 * closing animates and remembers show=false for this audience with the list it closed.
 */
export function AnnouncementPopup({ items, audience }: { items: readonly AnnouncementItem[]; audience: Audience }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [visible, setVisible] = useState(false)
  const [page, setPage] = useState(0)
  const fingerprint = useMemo(() => JSON.stringify(popupFingerprint(items)), [items])

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const list = JSON.parse(fingerprint) as { title: string; content: string }[]
      if (!shouldShowPopup(audience, list)) return
      markPopupShownThisSession(audience)
      setPage(0)
      setVisible(true)
    }, POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [audience, fingerprint])

  const close = () => {
    writePopupMemory(audience, { show: false, list: JSON.parse(fingerprint) })
    setVisible(false)
  }

  const item = items[Math.min(page, items.length - 1)]
  const last = items.length - 1

  // A member who has a page of the popup in front of them has read that notice (wire-contract §8
  // mark read); guests have nothing to mark. Each notice is sent once per mount. The read marks and
  // the unread footer live in the announcements answer, which marking refreshes.
  const markRead = useMarkAnnouncementRead(sharedKeys.announcements)
  const marked = useRef(new Set<number>())
  const shownId = visible && audience === 'A' && item && !item.read ? item.id : null
  useEffect(() => {
    if (shownId === null || marked.current.has(shownId)) return
    marked.current.add(shownId)
    markRead.mutate(shownId)
  }, [shownId, markRead.mutate])

  return (
    <CenterPopup visible={visible && item !== undefined} onMaskClick={close} destroyOnClose style={POPUP_SIZE}>
      {item && (
        <div className="announcement-popup" role="dialog" aria-modal="true" aria-labelledby="announcement-popup-title">
          <h2 id="announcement-popup-title" className="announcement-popup__title">
            {item.title}
          </h2>
          <SafeHtml className="announcement-popup__content safe-html" html={item.content} onNavigate={close} />
          {item.promotionType && (
            <button
              type="button"
              className="storefront-button"
              onClick={() => {
                close()
                navigate(paths.rewardCenter.path)
              }}
            >
              {t('storefront.goRewardCenter')}
            </button>
          )}
          <div className="announcement-popup__pager">
            <button type="button" disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>
              {t('storefront.previous')}
            </button>
            <span aria-live="polite">
              {page + 1}/{items.length}
            </span>
            <button type="button" disabled={page >= last} onClick={() => setPage((p) => Math.min(last, p + 1))}>
              {t('storefront.next')}
            </button>
          </div>
          <button type="button" className="announcement-popup__close" onClick={close}>
            {t('common.close')}
          </button>
        </div>
      )}
    </CenterPopup>
  )
}
