/** Query keys of the merchants area; invalidate through these. */
export const merchantsKeys = {
  all: ['bo', 'merchants'] as const,
  list: () => [...merchantsKeys.all, 'list'] as const,
  settings: (code: string) => [...merchantsKeys.all, 'settings', code] as const,
  maintenance: (code: string) => [...merchantsKeys.all, 'maintenance', code] as const,
  vendors: (code: string) => [...merchantsKeys.all, 'vendors', code] as const,
}
