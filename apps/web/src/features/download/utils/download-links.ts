import type { Resource } from '@parlor/contract'

export type DownloadPlatform = 'ios' | 'android' | 'other'

export function platformOf(ua: string): DownloadPlatform {
  // iPadOS 13+ reports itself as a Mac; its touch points give it away (checked by the caller).
  if (/iPad|iPhone|iPod/.test(ua)) return 'ios'
  if (/Android/i.test(ua)) return 'android'
  return 'other'
}

/**
 * Inside a native app that wraps this site (accounts §4 Download bar: hidden "when in a native
 * app"): our own apps add `ParlorApp/` to the user agent; an Android WebView marks itself `; wv)`,
 * and an iOS WKWebView leaves out the `Safari/` token every iOS browser sends.
 */
export function isNativeAppShell(ua: string): boolean {
  if (/\bParlorApp\//.test(ua)) return true
  if (/Android/.test(ua) && /;\s*wv\)/.test(ua)) return true
  return /iPhone|iPad|iPod/.test(ua) && /AppleWebKit/.test(ua) && !/Safari\//.test(ua)
}

export interface DownloadLink {
  kind: 'Android' | 'IOS' | 'MOBILECONFIG'
  url: string
}

// Which downloads each platform is offered; a desktop visitor sees them all (to pass on a link).
const OFFERED: Record<DownloadPlatform, DownloadLink['kind'][]> = {
  ios: ['IOS', 'MOBILECONFIG'],
  android: ['Android'],
  other: ['Android', 'IOS', 'MOBILECONFIG'],
}

/** The merchant's download links for this platform, in the order the popup lists them. */
export function downloadLinks(resources: readonly Resource[], platform: DownloadPlatform): DownloadLink[] {
  return OFFERED[platform].flatMap((kind) => {
    const url = resources.find((r) => r.resourceType === kind)?.url.trim()
    return url ? [{ kind, url }] : []
  })
}
