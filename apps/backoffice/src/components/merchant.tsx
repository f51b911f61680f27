import { createContext, type ReactNode, useContext } from 'react'

export interface MerchantChoice {
  /** The merchant picked in the header (`?merchant=` in the URL); lists and forms act on it. */
  code: string
  /** Every merchant the staff member may see, for screens that offer their own choice. */
  options: readonly { code: string; name: string; currency: string }[]
  /** The picked merchant's currency code (for amounts). */
  currency: string
}

const MerchantContext = createContext<MerchantChoice | null>(null)

/** Set by the layout once the merchant list has loaded; screens render only inside it. */
export function MerchantProvider({ value, children }: { value: MerchantChoice; children: ReactNode }) {
  return <MerchantContext.Provider value={value}>{children}</MerchantContext.Provider>
}

/** The merchant picked in the header. Every screen inside the layout has one. */
export function useMerchant(): MerchantChoice {
  const choice = useContext(MerchantContext)
  if (!choice) throw new Error('useMerchant() outside the back-office layout')
  return choice
}
