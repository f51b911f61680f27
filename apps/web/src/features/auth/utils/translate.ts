import type { TFunction } from 'i18next'

/**
 * Messages named by data (shared rule keys such as `reg_pattern_4`, field names from the merchant's
 * register settings) are looked up by computed keys, which the typed `t` does not accept.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string
export const looseT = (t: TFunction): Translate => t as unknown as Translate
