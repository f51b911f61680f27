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

export function writeSession(session: SessionInfo, trialName?: string) {
  sessionStorage.setItem(StorageKey.session, JSON.stringify(session))
  if (trialName) sessionStorage.setItem(StorageKey.trialName, trialName)
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

/** A server answer revoked the session; the app shell reacts by sending the visitor to login. */
export function forceLogout() {
  clearSession()
  window.dispatchEvent(new Event(FORCED_LOGOUT_EVENT))
}

export function onForcedLogout(listener: () => void) {
  window.addEventListener(FORCED_LOGOUT_EVENT, listener)
  return () => window.removeEventListener(FORCED_LOGOUT_EVENT, listener)
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
  const parsed = parseJson(localStorage.getItem(StorageKey.status))
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

export function isDownloadBarDismissed(): boolean {
  return localStorage.getItem(StorageKey.hideDownloadBar) === '1'
}

export function dismissDownloadBar() {
  localStorage.setItem(StorageKey.hideDownloadBar, '1')
}
