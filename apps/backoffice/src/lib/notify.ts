import type { MessageInstance } from 'antd/es/message/interface'

/**
 * Transient messages called from outside React (the query client's global error callback). antd's
 * static `message` cannot read the ConfigProvider (theme, locale, CSP nonce), so the provider hands
 * the `App.useApp()` instance over here once it mounts.
 */
let instance: MessageInstance | null = null

export function setMessageInstance(next: MessageInstance | null) {
  instance = next
}

export function notifyError(text: string) {
  instance?.error(text)
}

export function notifySuccess(text: string) {
  instance?.success(text)
}
