import { CloseOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isStandalone } from '@/lib/device'

/** iOS version from the user agent, or null elsewhere. */
export function iosVersion(ua: string): [number, number] | null {
  const m = /(?:iPhone|iPad|iPod)[^)]*OS (\d+)_(\d+)/.exec(ua)
  return m ? [Number(m[1]), Number(m[2])] : null
}

/** Storefront §Shell behaviour: the tip shows on iOS 12 below 12.2 and on iOS 11 or lower. */
export function wantsAddToHomeTip(ua: string): boolean {
  const v = iosVersion(ua)
  if (!v) return false
  const [major, minor] = v
  return major <= 11 || (major === 12 && minor < 2)
}

export function AddToHomeTip() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(() => !isStandalone() && wantsAddToHomeTip(navigator.userAgent))
  if (!open) return null
  return (
    <aside className="a2hs-tip" role="note">
      <span>{t('storefront.addToHome')}</span>
      <button type="button" aria-label={t('common.close')} onClick={() => setOpen(false)}>
        <CloseOutline aria-hidden="true" />
      </button>
    </aside>
  )
}
