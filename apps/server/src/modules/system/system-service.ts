import {
  type Language,
  type MerchantInfo,
  type OauthProviderName,
  type SystemStatus,
  whitelabelTree,
} from '@parlor/contract'
import type { Clock } from '../../lib/clock.ts'
import { countryOf, isRegionRestricted } from '../../lib/geo.ts'
import type { Maintenance } from './maintenance.ts'
import type { MerchantRegistry } from './merchant-registry.ts'
import type { Merchant } from './merchant-repository.ts'
import { withWebClip } from './web-clip.ts'

/** The social sign-ins a merchant offers now (oauth-service `offered`). */
export type SocialLoginOf = (m: Merchant) => OauthProviderName[]

/**
 * The status answer's `info` for a merchant. Merchant rows are replaced on every registry reload,
 * so a WeakMap keyed by the row caches each merchant's info exactly as long as that version is
 * current; the social providers configured on this server do not change while it runs.
 */
function merchantInfoBuilder(socialLogin: SocialLoginOf) {
  const infoCache = new WeakMap<Merchant, MerchantInfo>()
  return (m: Merchant, domains: string[]): MerchantInfo => {
    const cached = infoCache.get(m)
    if (cached) return cached
    const info = merchantInfo(m, domains, socialLogin(m))
    infoCache.set(m, info)
    return info
  }
}

function merchantInfo(m: Merchant, domains: string[], socialLogin: OauthProviderName[]): MerchantInfo {
  const whitelabelVal = { ...m.flags } as Record<string, boolean>
  return {
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
    resources: withWebClip(m),
    customerService: m.customerService,
    imageCDNs: m.imageCdns,
    launchGameCDNs: m.launchGameCdns,
    mainDomain: domains[0] ?? '',
    gw: { GEETEST_ID: '', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 12 },
    sms: { firebase: false },
    socialLogin,
    paths: [],
    primaryColor: m.primaryColor,
  }
}

export function locate(m: Merchant, ip: string) {
  const countryCode = countryOf(ip)
  return { location: { ip, countryCode }, regionRestriction: isRegionRestricted(m, countryCode) }
}

/**
 * The boot call's answer (wire-contract §6.1) for a request: the status route answers it, and the
 * app's page carries it (plugins/web-app.ts) so a first visit need not wait for the call.
 */
export function statusAnswerBuilder(deps: {
  registry: MerchantRegistry
  maintenance: Maintenance
  clock: Clock
  socialLogin: SocialLoginOf
}) {
  const merchantInfo = merchantInfoBuilder(deps.socialLogin)
  const infoOf = async (m: Merchant) => merchantInfo(m, (await deps.registry.current()).domainsOf.get(m.id) ?? [])
  const statusOf = async (req: { merchant: Merchant; ip: string }): Promise<SystemStatus> => {
    const { location, regionRestriction } = locate(req.merchant, req.ip)
    return {
      info: await infoOf(req.merchant),
      location,
      // The switch or a scheduled window: the app shows its maintenance page either way.
      maintenance: (await deps.maintenance.ofRequest(req, deps.clock.now())).merchant,
      regionRestriction,
      test: false,
    }
  }
  return { infoOf, statusOf }
}
