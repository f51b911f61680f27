import type { RegisterSettings } from '@parlor/contract'
import { isIos, isStandalone } from '@/lib/device'

export type RegisterTab = 'username' | 'mobile'

/** accounts-and-access §Registration screen: mobile first only when it is the one way offered. */
export function initialTab(flags: Record<string, boolean>): RegisterTab {
  return flags.MOBILENUMREG3 === true && flags.USERNAMEREG3 !== true ? 'mobile' : 'username'
}

/** Which tabs the merchant offers (username when neither flag says anything, as the server does). */
export function offeredTabs(flags: Record<string, boolean>): RegisterTab[] {
  const tabs: RegisterTab[] = []
  if (flags.USERNAMEREG3 === true || flags.MOBILENUMREG3 !== true) tabs.push('username')
  if (flags.MOBILENUMREG3 === true) tabs.push('mobile')
  return tabs
}

/** Whether the SMS code field shows (REGMOBVERF3 adds it to username registration). */
export function asksSmsCode(tab: RegisterTab, flags: Record<string, boolean>): boolean {
  return tab === 'mobile' || flags.REGMOBVERF3 === true
}

/** Whether a code must come with the form: as the server decides, only for a number given on the username tab. */
export function needsSmsCode(tab: RegisterTab, flags: Record<string, boolean>, mobileNum: string): boolean {
  return tab === 'mobile' || (flags.REGMOBVERF3 === true && mobileNum.trim() !== '')
}

/** `registerMethod` of wire-contract §4.1: an iOS home-screen clip, another installed window, or the browser. */
export function registerMethod(): 'H5' | 'PWA' | 'WEBCLIP' | 'APP' {
  if (/ParlorApp/i.test(navigator.userAgent)) return 'APP'
  if (isStandalone()) return isIos() ? 'WEBCLIP' : 'PWA'
  return 'H5'
}

const REG_INFO_KEY = 'reg_info'

export interface LandingCodes {
  affiliateCode: string
  referralCode: string
}

/**
 * Codes from the landing address (wire-contract §1.3): `?affiliateCode=`, `?r=`/`?referralCode=`,
 * kept in localStorage `reg_info` so a visitor who browses first still registers under them.
 */
export function landingCodes(search: string): LandingCodes {
  const params = new URLSearchParams(search)
  let stored: Partial<LandingCodes> = {}
  try {
    stored = (JSON.parse(localStorage.getItem(REG_INFO_KEY) ?? '{}') as Partial<LandingCodes> | null) ?? {}
  } catch {
    stored = {}
  }
  const affiliate = params.get('affiliateCode') ?? stored.affiliateCode ?? ''
  const codes = {
    affiliateCode: affiliate === 'www' ? '' : affiliate,
    referralCode: params.get('r') ?? params.get('referralCode') ?? stored.referralCode ?? '',
  }
  if (params.has('affiliateCode') || params.has('r') || params.has('referralCode'))
    localStorage.setItem(
      REG_INFO_KEY,
      JSON.stringify({ ...stored, ...codes, originalDomain: window.location.hostname }),
    )
  return codes
}

/** The `*` marker: the mobile tab always needs the number (and a password when it asks for one). */
export function isRequired(settings: RegisterSettings, name: string, tab: RegisterTab): boolean {
  if (tab === 'mobile' && (name === 'mobileNum' || name === 'password')) return true
  return settings[name as keyof RegisterSettings]?.required === true
}
