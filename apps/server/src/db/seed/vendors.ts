/**
 * Which demo vendors each demo merchant offers: every vendor for `demo`, a short list for
 * `demo2` (a smaller brand in another market). Integrations (where a vendor launches) are not
 * seeded: the server writes them at start from config (modules/vendors/vendors-setup.ts).
 */
import type { Tx } from '../client.ts'
import { merchantVendors } from '../schema.ts'
import { VENDORS } from './catalogue.ts'

const OFFERED: Record<string, readonly string[]> = {
  demo: VENDORS.map((v) => v.code),
  demo2: ['INHOUSE', 'PGS', 'EVO', 'KPV', 'SB1', 'TF', 'FCF', 'ELOTT'],
}

export async function seedMerchantVendors(tx: Tx, merchant: { id: number; code: string }): Promise<void> {
  const codes = OFFERED[merchant.code] ?? []
  if (codes.length === 0) return
  await tx.insert(merchantVendors).values(codes.map((vendorCode) => ({ merchantId: merchant.id, vendorCode })))
}
