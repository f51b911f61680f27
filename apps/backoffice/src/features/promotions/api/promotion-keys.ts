/** Query keys of the promotions area; invalidate through these. */
export const promotionKeys = {
  all: ['bo', 'promotions'] as const,
  list: (merchant: string) => [...promotionKeys.all, merchant] as const,
  applications: (merchant: string, status: string) => [...promotionKeys.all, merchant, 'applications', status] as const,
}
