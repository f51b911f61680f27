import type { CustomerService } from '@parlor/contract'
import { useEffect, useState } from 'react'
import { whenIdle } from '../when-idle'
import { useMerchantInfo } from './use-merchant-info'

export interface ServiceLink {
  title: string
  /** WHATSAPP, FACEBOOK, TELEGRAM, … as the operator set it. */
  csType: string
  url: string
}

/**
 * The merchant's customer-service entries decrypted (wire-contract §2.4: the last 8 characters of
 * a path are its key). Only web addresses survive, so a `javascript:` link never renders.
 */
export function webServiceLinks(
  entries: readonly CustomerService[],
  decode: (path: string) => string | null,
): ServiceLink[] {
  return entries.flatMap((e) => {
    const url = decode(e.path)
    return url && /^https?:\/\//i.test(url) ? [{ title: e.title || e.csType, csType: e.csType, url }] : []
  })
}

/**
 * Every customer-service link of the merchant (status `info.customerService`), or null until the
 * DES decoder, fetched on first use once the browser is idle (decision 006), has run; screens
 * render without it.
 */
export function useCustomerServiceLinks(): ServiceLink[] | null {
  const { customerService } = useMerchantInfo()
  const [links, setLinks] = useState<ServiceLink[] | null>(null)

  useEffect(() => {
    let live = true
    if (customerService.length === 0) {
      setLinks([])
      return
    }
    // The decoder and its run wait until the screen has been drawn and the browser is idle.
    const cancel = whenIdle(() => {
      void import('@parlor/contract/cs-link').then(({ decodeServicePath }) => {
        if (live) setLinks(webServiceLinks(customerService, decodeServicePath))
      })
    })
    return () => {
      live = false
      cancel()
    }
  }, [customerService])

  return links
}

/** The first customer-service web address, or null (none, or still decoding). */
export function useCustomerServiceUrl(): string | null {
  return useCustomerServiceLinks()?.[0]?.url ?? null
}
