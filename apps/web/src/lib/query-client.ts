import { ErrorCode } from '@parlor/contract'
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { showToast } from './antd-mobile'
import { isApiError } from './api-client'
import { i18n } from './i18n'

export interface AppMeta extends Record<string, unknown> {
  /** false: the screen presents this failure itself, so no global toast. */
  errorToast?: boolean
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta
    mutationMeta: AppMeta
  }
}

/** Which failures get the global toast (wire-contract §1.1: rate limits and 502 stay silent). */
export function shouldToast(error: unknown, meta: AppMeta | undefined): boolean {
  if (meta?.errorToast === false) return false
  if (!isApiError(error)) return true
  if (error.forcedLogout) return false
  if (error.errorCode.startsWith('TOO_MANY_REQUEST')) return false
  // The app moves to the change-password screen, which says what to do.
  if (error.errorCode === ErrorCode.passwordChangeRequired) return false
  return error.status !== 502
}

function toastError(error: unknown, meta: AppMeta | undefined) {
  if (!shouldToast(error, meta)) return
  void showToast(isApiError(error) ? error.message : i18n.t('errors.unknown'))
}

// A deliberate answer from the server (any envelope) will not change on retry; a dropped
// connection or a 5xx might.
function retry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status > 0 && error.status < 500) return false
  return failureCount < 1
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => toastError(error, mutation.meta) }),
    defaultOptions: {
      queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
