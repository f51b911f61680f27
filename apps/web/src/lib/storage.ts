import { SESSION_STORAGE_KEY, type SessionInfo, type SystemStatus, isTrialType } from '@parlor/contract'
import { useSyncExternalStore } from 'react'

/**
 * Browser storage shared with the original clients (wire-contract §1.3): the key names are part
 * of the contract, so existing sessions and saved choices keep working. Only this file touches
 * web storage.
 */
export const StorageKey = {
  /** sessionStorage: the logged-in record; its presence is what "logged in" means. */
  session: SESSION_STORAGE_KEY,
  /** sessionStorage first, localStorage as the lasting copy. */
  merchant: 'merchant',
  /** sessionStorage: display name of a trial (type 4) account. */
  trialName: 'trialName',
  /** localStorage: the language the visitor picked. */
  language: 'language',
  /** localStorage: last `/wps/system/status` value, shown while the next one loads. */
  status: 'status',
  /** localStorage: the visitor closed the download bar. */
  hideDownloadBar: 'hideDownloadBar',
  /** sessionStorage: '1' while the session must change its password before anything else. */
  mustChangePassword: 'mustChangePassword',
  /** localStorage: the remember-password box was ticked at the last login ('1' / '0'). */
  rememberPassword: 'rememberPsw',
  /** localStorage: saved login of one method (`savedLogin_username`, `savedLogin_sms`). */
  savedLoginPrefix: 'savedLogin_',
  /** localStorage: persisted UUID sent as `loginDeviceId` (wire-contract §1.3). */
  deviceId: 'SHELL_deviceId',
  /** localStorage: '0' after a sign-out, so no client logs back in by itself. */
  autoLogin: 'autoLogin',
  /** localStorage: member details cached by older clients; removed at sign-out. */
  memberInfo: 'memberInfo',
  /** localStorage: the withdrawal bank list cache; removed at sign-out. */
  bankList: 'bankList',
  /** sessionStorage: the contract offers this session has already been asked about (token and kinds). */
  askedContractOffers: 'askedContractOffers',
} as const

const SESSION_EVENT = 'parlor:session'
const FORCED_LOGOUT_EVENT = 'parlor:forced-logout'

function parseJson(raw: string | null): unknown {
  if (!raw) return null
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

function isSessionInfo(v: unknown): v is SessionInfo {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as SessionInfo).token === 'string' &&
    (v as SessionInfo).token !== ''
  )
}

// useSyncExternalStore needs the same object back while storage is unchanged.
let lastRaw: string | null | undefined
let lastSession: SessionInfo | null = null

export function readSession(): SessionInfo | null {
  const raw = sessionStorage.getItem(StorageKey.session)
  if (raw !== lastRaw) {
    lastRaw = raw
    const parsed = parseJson(raw)
    lastSession = isSessionInfo(parsed) ? parsed : null
  }
  return lastSession
}

function announceSessionChange() {
  window.dispatchEvent(new Event(SESSION_EVENT))
}

export function writeSession(
  session: SessionInfo,
  { trialName, mustChangePassword = false }: { trialName?: string; mustChangePassword?: boolean } = {},
) {
  sessionStorage.setItem(StorageKey.session, JSON.stringify(session))
  if (trialName) sessionStorage.setItem(StorageKey.trialName, trialName)
  else sessionStorage.removeItem(StorageKey.trialName)
  if (mustChangePassword) sessionStorage.setItem(StorageKey.mustChangePassword, '1')
  else sessionStorage.removeItem(StorageKey.mustChangePassword)
  announceSessionChange()
}

/** The login answer said this session must change its password first (first login, expired, 123456). */
export function mustChangePassword(): boolean {
  return readSession() !== null && sessionStorage.getItem(StorageKey.mustChangePassword) === '1'
}

/** Whether the current session must change its password, re-rendering when that changes. */
export function useMustChangePassword(): boolean {
  return useSyncExternalStore(subscribeSession, mustChangePassword, () => false)
}

/**
 * The server refused a call until this session's password is changed (`password.change.required`):
 * the app then holds the session on /m/changePsw, as after a login answer that said so.
 */
export function requirePasswordChange() {
  if (!readSession() || mustChangePassword()) return
  sessionStorage.setItem(StorageKey.mustChangePassword, '1')
  announceSessionChange()
}

/** For the change-password screen, once the new password is set. */
export function clearMustChangePassword() {
  sessionStorage.removeItem(StorageKey.mustChangePassword)
  announceSessionChange()
}

/** Logout wipes sessionStorage entirely, then puts the merchant back (wire-contract §1.3). */
export function clearSession() {
  const merchant = readMerchant()
  sessionStorage.clear()
  if (merchant) sessionStorage.setItem(StorageKey.merchant, merchant)
  announceSessionChange()
}

function subscribeSession(onChange: () => void) {
  window.addEventListener(SESSION_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The current session record, re-rendering on login, logout and forced logout. */
export function useSession(): SessionInfo | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null)
}

/** The name to greet a member with: trial accounts carry a separate display name. */
export function sessionDisplayName(session: SessionInfo): string {
  const trialName = isTrialType(session.type) ? sessionStorage.getItem(StorageKey.trialName) : null
  return trialName || session.userName
}

/**
 * Why the app sends the visitor to login: a server answer revoked the session (`loggedOut`), or a
 * guest's call needed one (`loginFirst`: no account was logged out, so none is said to be), or
 * the server said why in the member's language (`message`: the session-time limit was reached).
 */
export type ForcedLogoutReason = 'loggedOut' | 'loginFirst' | { message: string }

/** A server answer refused the call for want of a session; the app shell sends the visitor to login. */
export function forceLogout(reason: ForcedLogoutReason = 'loggedOut') {
  clearSession()
  window.dispatchEvent(new CustomEvent<ForcedLogoutReason>(FORCED_LOGOUT_EVENT, { detail: reason }))
}

/**
 * Everything a sign-out drops (accounts-and-access §4 Authentication): all of sessionStorage
 * (session record, trial name, forced-change flag; the merchant is put back), the cached member
 * details and bank list, the saved logins (a deliberate sign-out also forgets remembered
 * credentials: closing the tab keeps them, signing out on a shared phone does not), and
 * autoLogin set to '0'.
 */
export function clearSignedInState() {
  localStorage.removeItem(StorageKey.memberInfo)
  localStorage.removeItem(StorageKey.bankList)
  removeSavedLogins()
  localStorage.setItem(StorageKey.autoLogin, '0')
  clearSession()
}

export function onForcedLogout(listener: (reason: ForcedLogoutReason) => void) {
  const handler = (event: Event) => listener((event as CustomEvent<ForcedLogoutReason>).detail ?? 'loggedOut')
  window.addEventListener(FORCED_LOGOUT_EVENT, handler)
  return () => window.removeEventListener(FORCED_LOGOUT_EVENT, handler)
}

export function readMerchant(): string | null {
  return sessionStorage.getItem(StorageKey.merchant) || localStorage.getItem(StorageKey.merchant) || null
}

/** The status answer names the merchant of this domain; an explicit earlier choice wins. */
export function seedMerchant(merchantCode: string) {
  if (!merchantCode) return
  if (!sessionStorage.getItem(StorageKey.merchant)) sessionStorage.setItem(StorageKey.merchant, merchantCode)
  if (!localStorage.getItem(StorageKey.merchant)) localStorage.setItem(StorageKey.merchant, merchantCode)
}

export function readCachedStatus(): SystemStatus | undefined {
  return completeStatus(parseJson(localStorage.getItem(StorageKey.status)))
}

/** A status answer kept or carried elsewhere, when it looks whole. */
export function completeStatus(parsed: unknown): SystemStatus | undefined {
  // A copy written by an older build may lack parts; only a complete-looking one is worth showing.
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const s = parsed as Partial<SystemStatus>
  if (!s.info || !s.location || typeof s.maintenance !== 'boolean' || typeof s.regionRestriction !== 'boolean')
    return undefined
  return s as SystemStatus
}

export function writeCachedStatus(status: SystemStatus) {
  localStorage.setItem(StorageKey.status, JSON.stringify(status))
}

export function readStoredLanguage(): string | null {
  return localStorage.getItem(StorageKey.language)
}

export function writeStoredLanguage(language: string) {
  localStorage.setItem(StorageKey.language, language)
}

/**
 * The contract offer kinds the agent has been asked about in this session: each is asked once per
 * session, not on every page load. Kept with the session's token, so a new sign-in asks again.
 */
export function readAskedContractOffers(token: string): string[] {
  const parsed = parseJson(sessionStorage.getItem(StorageKey.askedContractOffers))
  if (typeof parsed !== 'object' || parsed === null) return []
  const { token: owner, kinds } = parsed as { token?: unknown; kinds?: unknown }
  if (owner !== token || !Array.isArray(kinds)) return []
  return kinds.filter((k): k is string => typeof k === 'string')
}

export function markContractOfferAsked(token: string, kind: string) {
  const kinds = readAskedContractOffers(token)
  if (kinds.includes(kind)) return
  sessionStorage.setItem(StorageKey.askedContractOffers, JSON.stringify({ token, kinds: [...kinds, kind] }))
}

export function isDownloadBarDismissed(): boolean {
  return localStorage.getItem(StorageKey.hideDownloadBar) === '1'
}

export function dismissDownloadBar() {
  localStorage.setItem(StorageKey.hideDownloadBar, '1')
}

// --- Saved logins (remember password) ---------------------------------------------------------

export const SAVED_LOGIN_TYPES = ['username', 'sms'] as const
export type SavedLoginType = (typeof SAVED_LOGIN_TYPES)[number]

/** accounts-and-access §3 Saved login, one per login method. */
export interface SavedLogin {
  type: SavedLoginType
  username: string
  password: string
  countryDialingCode?: string
}

const base64 = (text: string) =>
  btoa(Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join(''))
const unbase64 = (text: string) => new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)))

/**
 * The stored password is base64 of base64 of its UTF-8 bytes, as the original clients keep it.
 * This is obfuscation, not protection: anyone holding the phone can decode it. It only keeps the
 * password from being read at a glance in the browser's storage viewer.
 */
export const encodeSavedPassword = (password: string) => base64(base64(password))
export function decodeSavedPassword(encoded: string): string | null {
  try {
    return unbase64(unbase64(encoded))
  } catch {
    return null
  }
}

export function readSavedLogin(type: SavedLoginType): SavedLogin | null {
  const parsed = parseJson(localStorage.getItem(`${StorageKey.savedLoginPrefix}${type}`))
  if (typeof parsed !== 'object' || parsed === null) return null
  const entry = parsed as Partial<Record<keyof SavedLogin, unknown>>
  if (entry.type !== type || typeof entry.username !== 'string') return null
  const password = typeof entry.password === 'string' ? decodeSavedPassword(entry.password) : ''
  return {
    type,
    username: entry.username,
    password: password ?? '',
    ...(typeof entry.countryDialingCode === 'string' ? { countryDialingCode: entry.countryDialingCode } : {}),
  }
}

export function writeSavedLogin(login: SavedLogin) {
  localStorage.setItem(
    `${StorageKey.savedLoginPrefix}${login.type}`,
    JSON.stringify({ ...login, password: encodeSavedPassword(login.password) }),
  )
}

export function removeSavedLogin(type: SavedLoginType) {
  localStorage.removeItem(`${StorageKey.savedLoginPrefix}${type}`)
}

export function removeSavedLogins() {
  for (const type of SAVED_LOGIN_TYPES) removeSavedLogin(type)
}

export function readRememberPassword(): boolean {
  return localStorage.getItem(StorageKey.rememberPassword) === '1'
}

export function writeRememberPassword(remember: boolean) {
  localStorage.setItem(StorageKey.rememberPassword, remember ? '1' : '0')
}

// --- Device id --------------------------------------------------------------------------------

function uuidV4(): string {
  // getRandomValues works on plain http too, where crypto.randomUUID does not exist.
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** This browser's persisted id, sent as `loginDeviceId`; made on first use. */
export function readDeviceId(): string {
  const stored = localStorage.getItem(StorageKey.deviceId)
  if (stored) return stored
  const id = uuidV4()
  localStorage.setItem(StorageKey.deviceId, id)
  return id
}
