/**
 * The browser's own install offer (`beforeinstallprompt`, Chromium browsers): held from the app's
 * start, since it fires once, early, and often before the home screen's download bar mounts.
 * The event is kept instead of letting the browser show its own mini bar, so the download bar's
 * button can open the prompt when the player asks for it.
 */
import { useSyncExternalStore } from 'react'

/** Not in the DOM typings: Chromium's event, https://developer.mozilla.org/docs/Web/API/BeforeInstallPromptEvent */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

let offer: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()

function set(next: BeforeInstallPromptEvent | null) {
  offer = next
  for (const listener of listeners) listener()
}

/** Called once at start (main.tsx). */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    set(event as BeforeInstallPromptEvent)
  })
  // Installed (from our button or the browser's menu): nothing is left to offer.
  window.addEventListener('appinstalled', () => set(null))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Whether the browser offers to install the app now, and `install` to show its prompt. A prompt
 * can be shown only once, so the offer is gone afterwards whatever the player chose; the browser
 * fires a new event if it offers again.
 */
export function useInstallPrompt() {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  )
  return {
    canInstall: current !== null,
    install: async () => {
      if (!current) return
      set(null)
      await current.prompt()
      await current.userChoice
    },
  }
}
