import type { MerchantInfo, ModuleId } from '@parlor/contract'
import { useSystemStatus } from './get-system-status'

/** Merchant config for screens below the status gate, which only renders them once it has it. */
export function useMerchantInfo(): MerchantInfo {
  const { data } = useSystemStatus()
  if (!data) throw new Error('useMerchantInfo used outside the status gate')
  return data.info
}

/** A white-label module switch (wire-contract §6.5); ids the merchant does not list are off. */
export function useFlag(moduleId: ModuleId): boolean {
  return useMerchantInfo().whitelabelVal[moduleId] === true
}
