/**
 * What services read of the merchant of a request: identity, money, locale and the settings
 * they apply, plus the one check of a white-label flag. Services take `MerchantContext` (or a
 * Pick of it), never the whole row, so the row can grow without every service seeing it.
 */
import { ErrorCode, type ModuleId } from '@parlor/contract'
import { AppError } from '../../lib/errors.ts'
import type { Merchant } from './merchant-repository.ts'

export type MerchantContext = Pick<
  Merchant,
  | 'id'
  | 'code'
  | 'name'
  | 'currency'
  | 'currencySymbol'
  | 'timeZone'
  | 'dialingCode'
  | 'defaultLanguage'
  | 'ageLimit'
  | 'flags'
  | 'registerSettings'
  | 'authSettings'
>

/** Whether the merchant runs the white-label module `flag`. */
export const hasFlag = (merchant: Pick<Merchant, 'flags'>, flag: ModuleId): boolean => merchant.flags[flag] === true

/**
 * Refuses a call to a module the merchant does not run: `function.not.available`, 400 as the
 * original answers (the member centre's report screens answer 403, and pass it).
 */
export function requireFlag(merchant: Pick<Merchant, 'flags'>, flag: ModuleId, status: 400 | 403 = 400): void {
  if (!hasFlag(merchant, flag)) throw new AppError(status, ErrorCode.functionNotAvailable)
}
