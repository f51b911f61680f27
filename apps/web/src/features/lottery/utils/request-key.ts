/** A fresh idempotency key for one intended order (sent again as is when the same order is retried). */
export const newRequestKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? `lot-${crypto.randomUUID()}`
    : `lot-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
