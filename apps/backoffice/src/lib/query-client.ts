import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-client'
import { i18n } from './i18n'
import { notifyError } from './notify'

export interface AppMeta extends Record<string, unknown> {
  /** false: the screen presents this failure itself (a form field, an inline alert), so no toast. */
  errorToast?: boolean
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta
    mutationMeta: AppMeta
  }
}

export function shouldToast(error: unknown, meta: AppMeta | undefined): boolean {
  if (meta?.errorToast === false) return false
  // 401 already sent the staff member to the sign-in screen.
  return !(isApiError(error) && error.status === 401)
}

function toastError(error: unknown, meta: AppMeta | undefined) {
  if (shouldToast(error, meta)) notifyError(isApiError(error) ? error.message : i18n.t('errors.unknown'))
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
      queries: { retry, staleTime: 15_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
