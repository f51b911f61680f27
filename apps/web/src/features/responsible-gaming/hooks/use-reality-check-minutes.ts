import { useSyncExternalStore } from 'react'

/** The member's choice, kept on this device: minutes between reality checks, 0 for none. */
const KEY = 'rgRealityCheckMinutes'
const EVENT = 'parlor:reality-check'
export const REALITY_CHECK_CHOICES = [0, 15, 30, 60] as const

function read(): number {
  const v = Number(localStorage.getItem(KEY) ?? '0')
  return (REALITY_CHECK_CHOICES as readonly number[]).includes(v) ? v : 0
}

export function setRealityCheckMinutes(minutes: number) {
  localStorage.setItem(KEY, String(minutes))
  window.dispatchEvent(new Event(EVENT))
}

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

export const useRealityCheckMinutes = () => useSyncExternalStore(subscribe, read, () => 0)
