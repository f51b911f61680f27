import type { Envelope } from '@parlor/contract'

export const ok = <T>(value: T): Envelope<T> => ({ success: true, value })
