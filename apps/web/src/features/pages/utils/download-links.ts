import type { Resource } from '@parlor/contract'

export type DownloadKind = 'Android' | 'IOS' | 'MOBILECONFIG'
export const DOWNLOAD_KINDS: readonly DownloadKind[] = ['Android', 'IOS', 'MOBILECONFIG']

/** The merchant's download links (status `resources`, wire-contract §6.4) that have an address. */
export function downloadLinks(resources: readonly Resource[]): { kind: DownloadKind; url: string }[] {
  return DOWNLOAD_KINDS.flatMap((kind) => {
    const url = resources.find((r) => r.resourceType === kind)?.url.trim()
    return url ? [{ kind, url }] : []
  })
}

/** The app needs iOS 12.4 or later (storefront §9); true when this device is an older iOS. */
export function iosTooOld(ua: string): boolean {
  const m = /(?:iPhone|iPad|iPod)[^)]*OS (\d+)_(\d+)/.exec(ua)
  if (!m) return false
  const major = Number(m[1])
  const minor = Number(m[2])
  return major < 12 || (major === 12 && minor < 4)
}
