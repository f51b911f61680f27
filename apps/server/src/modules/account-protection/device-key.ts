import { sha256Hex } from '../../lib/hash.ts'

/**
 * One key per device: the app's own device id when it sent one at sign-in, otherwise a hash of
 * the device name and browser. New-device notices and promotion claim caps both count devices by it.
 */
export const deviceKeyOf = (
  device: string | null | undefined,
  userAgent: string | null | undefined,
  loginDeviceId: string | null | undefined,
) => (loginDeviceId ? `id:${loginDeviceId}` : `ua:${sha256Hex(`${device ?? ''}|${userAgent ?? ''}`).slice(0, 32)}`)
