/** Runs `fn` at most once per `ms` (leading edge); later calls inside the window are dropped. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY
  return (...args: A) => {
    const t = now()
    if (t - last < ms) return
    last = t
    fn(...args)
  }
}
