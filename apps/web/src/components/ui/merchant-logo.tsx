import type { MerchantInfo } from '@parlor/contract'
import { useState } from 'react'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import './merchant-logo.css'

// h5_logo is only trusted as an image address when it is one; anything else falls back to text.
function logoUrl(info: MerchantInfo): string | null {
  const value = info.mobileTemplate.h5_logo?.trim()
  return value && /^(https?:\/\/|\/)/.test(value) ? value : null
}

/** The merchant's logo image, or its name set as a word mark when there is no usable image. */
export function MerchantLogo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const info = useMerchantInfo()
  const [broken, setBroken] = useState(false)
  const src = logoUrl(info)

  if (src && !broken) {
    return (
      <img
        className={`merchant-logo merchant-logo--${size}`}
        src={src}
        alt={info.merchantName}
        onError={() => setBroken(true)}
      />
    )
  }
  return <span className={`merchant-logo merchant-logo--text merchant-logo--${size}`}>{info.merchantName}</span>
}
