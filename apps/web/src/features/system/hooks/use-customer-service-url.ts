import type { CustomerService } from '@parlor/contract'
import { useEffect, useState } from 'react'
import { useMerchantInfo } from './use-merchant-info'

/**
 * The first customer-service link (status `info.customerService`) that decodes to a web address,
 * or null. The DES decoder is fetched on first use (decision 006), so screens render without it.
 * Anything that is not http(s), a `javascript:` URL for instance, is never returned.
 */
export function useCustomerServiceUrl(): string | null {
  const { customerService } = useMerchantInfo()
  const [url, setUrl] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    setUrl(null)
    if (customerService.length > 0)
      void import('@parlor/contract/cs-link').then(({ decodeServicePath }) => {
        if (live) setUrl(firstWebUrl(customerService, decodeServicePath))
      })
    return () => {
      live = false
    }
  }, [customerService])

  return url
}

function firstWebUrl(entries: readonly CustomerService[], decode: (path: string) => string | null): string | null {
  for (const entry of entries) {
    const url = decode(entry.path)
    if (url && /^https?:\/\//i.test(url)) return url
  }
  return null
}
