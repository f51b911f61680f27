import { Header } from '@parlor/contract'
import { isStandalone } from '@/lib/device'
import { readDeviceId } from '@/lib/storage'

/**
 * `Device: OTHERS` when the app runs installed (iOS home screen or another standalone window),
 * absent in a plain mobile browser (wire-contract §1.2).
 */
export function loginHeaders(): Record<string, string> {
  return isStandalone() ? { [Header.device]: 'OTHERS' } : {}
}

/** Fields every login body carries besides the credentials (wire-contract §3.1). */
export function loginExtras() {
  return { loginDeviceId: readDeviceId(), ...(isStandalone() ? { isOfficialAppLogin: true } : {}) }
}
