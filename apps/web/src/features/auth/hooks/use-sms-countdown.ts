import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Seconds before another SMS code may be asked for (accounts-and-access §4 SMS send button):
 * the code's lifetime, 60 s × expiredMinutes, less half the measured round trip, since the
 * server started its clock about halfway through the call.
 */
export function countdownSeconds(expiredMinutes: number, roundTripMs: number): number {
  return Math.max(0, Math.round(60 * expiredMinutes - roundTripMs / 2 / 1000))
}

/**
 * A once-a-second countdown. The seconds left are worked out from a deadline, so a tab that was
 * in the background (timers throttled) shows the right number when it comes back. Cleared when
 * the screen using it unmounts.
 */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined)

  const stop = useCallback(() => {
    clearInterval(timer.current)
    timer.current = undefined
  }, [])

  const start = useCallback(
    (seconds: number) => {
      stop()
      if (seconds <= 0) {
        setSecondsLeft(0)
        return
      }
      const deadline = Date.now() + seconds * 1000
      setSecondsLeft(seconds)
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
        setSecondsLeft(left)
        if (left === 0) stop()
      }, 1000)
    },
    [stop],
  )

  useEffect(() => stop, [stop])

  return { secondsLeft, running: secondsLeft > 0, start }
}
