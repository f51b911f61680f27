/**
 * Where the server reads the time for anything that expires (sessions, counters, captchas,
 * SMS codes). Tests pass a clock they move forward, so expiry is proven without sleeping.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }
