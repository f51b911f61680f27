import { def } from './route-def.ts'
import {
  adminVendorBodySchema,
  adminVendorListSchema,
  adminVendorParamsSchema,
  adminVendorSchema,
  providerVendorParamsSchema,
  vendorAuthenticateBodySchema,
  vendorAuthenticateSchema,
  vendorBalanceBodySchema,
  vendorBalanceSchema,
  vendorBetBodySchema,
  vendorRollbackBodySchema,
  vendorWinBodySchema,
} from './vendors.ts'
import { providerWalletAnswerSchema } from './inhouse.ts'

const vendorCall = { method: 'POST', params: providerVendorParamsSchema } as const

/**
 * Third-party vendors: the seamless-wallet calls a vendor signs (`X-Parlor-Signature`, the
 * vendor's secret), and the operator's integration settings.
 */
export const vendorsRoutes = {
  /** Trades the launch token (once, within 2 minutes) for a wallet session. */
  vendorAuthenticate: def({
    ...vendorCall,
    path: '/provider/:vendor/authenticate',
    body: vendorAuthenticateBodySchema,
    value: vendorAuthenticateSchema,
  }),
  vendorBalance: def({
    ...vendorCall,
    path: '/provider/:vendor/balance',
    body: vendorBalanceBodySchema,
    value: vendorBalanceSchema,
  }),
  vendorBet: def({
    ...vendorCall,
    path: '/provider/:vendor/bet',
    body: vendorBetBodySchema,
    value: providerWalletAnswerSchema,
  }),
  vendorWin: def({
    ...vendorCall,
    path: '/provider/:vendor/win',
    body: vendorWinBodySchema,
    value: providerWalletAnswerSchema,
  }),
  vendorRollback: def({
    ...vendorCall,
    path: '/provider/:vendor/rollback',
    body: vendorRollbackBodySchema,
    value: providerWalletAnswerSchema,
  }),
  adminVendorList: def({
    method: 'GET',
    path: '/admin/vendors',
    value: adminVendorListSchema,
    auth: 'admin',
    permission: 'games.read',
  }),
  adminVendorPut: def({
    method: 'PUT',
    path: '/admin/vendors/:code',
    params: adminVendorParamsSchema,
    body: adminVendorBodySchema,
    value: adminVendorSchema,
    auth: 'admin',
    permission: 'games.write',
  }),
}
