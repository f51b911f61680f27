import { routes } from '@parlor/contract'
import { apiCall } from '@/lib/api-client'

/** `GET /wps/agent/affiliate?code&domain` (wire-contract §4): resolves when the code belongs to an agent. */
export const checkAffiliate = (code: string, signal?: AbortSignal) =>
  apiCall(routes.affiliateCheck, { query: { code, domain: window.location.hostname }, auth: false, signal })
