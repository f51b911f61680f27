import { useEffect, useState } from 'react'

/**
 * The server's clock, ticking every second: the phone's clock may be minutes off, so countdowns
 * add the offset between `serverTime` and the moment that answer arrived (`receivedAt`, local).
 */
export function useServerNow(serverTime: number, receivedAt: number): number {
  const [local, setLocal] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setLocal(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  // An answer newer than the last tick counts from its own arrival.
  return Math.max(local, receivedAt) + serverTime - receivedAt
}
