/** A fresh idempotency key for one intended withdrawal (sent again as is when the member retries). */
export const newRequestKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? `wd-${crypto.randomUUID()}`
    : `wd-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
