import { whitelabelTree, type Language, type MerchantInfo } from '@parlor/contract'
import { countryOf, isRegionRestricted } from '../../lib/geo.ts'
import type { Merchant } from './merchant-repository.ts'

// Merchant rows are replaced on every registry reload, so a WeakMap keyed by the row
// caches each merchant's info exactly as long as that version is current.
const infoCache = new WeakMap<Merchant, MerchantInfo>()

export function merchantInfo(m: Merchant, domains: string[]): MerchantInfo {
  const cached = infoCache.get(m)
  if (cached) return cached
  const whitelabelVal = { ...m.flags } as Record<string, boolean>
  const info: MerchantInfo = {
    merchantCode: m.code,
    merchantName: m.name,
    currency: m.currency,
    currencySymbol: m.currencySymbol,
    countryCode: m.countryCode,
    countryDialingCode: m.dialingCode,
    defaultLanguage: m.defaultLanguage as Language,
    supportLanguages: m.languages as Language[],
    timeZone: m.timeZone,
    ageLimit: m.ageLimit,
    whitelabelVal,
    whitelabel: whitelabelTree(m.flags),
    register: m.registerSettings,
    // The back office's theme logo is the header logo the app reads (h5_logo); without one, the template's.
    mobileTemplate: m.logoUrl ? { ...m.mobileTemplate, h5_logo: m.logoUrl } : m.mobileTemplate,
    resources: m.resources,
    customerService: m.customerService,
    imageCDNs: m.imageCdns,
    launchGameCDNs: m.launchGameCdns,
    mainDomain: domains[0] ?? '',
    gw: { GEETEST_ID: '', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 12 },
    sms: { firebase: false },
    paths: [],
    primaryColor: m.primaryColor,
  }
  infoCache.set(m, info)
  return info
}

export function locate(m: Merchant, ip: string) {
  const countryCode = countryOf(ip)
  return { location: { ip, countryCode }, regionRestriction: isRegionRestricted(m, countryCode) }
}
