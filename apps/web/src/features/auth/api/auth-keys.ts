import { queryRoots, sharedKeys } from '@/lib/query-keys'

/**
 * The auth feature's query keys. `all` is what sign-out removes; the registration lookups sit
 * under the `account` root and the dialling codes under `system`, so sign-out keeps them.
 */
export const authKeys = {
  all: queryRoots.auth,
  captcha: (round: number) => [...queryRoots.auth, 'captcha', round] as const,
  memberInfo: sharedKeys.memberInfo,
  affiliate: (code: string) => [...queryRoots.account, 'affiliate', code] as const,
  registerBanners: (language: string) => [...queryRoots.account, 'register-banners', language] as const,
  countries: () => [...queryRoots.system, 'countries'] as const,
}
