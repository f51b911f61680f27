/** Query keys of the promotions area; invalidate through these. */
export const promotionKeys = {
  all: ['bo', 'promotions'] as const,
  list: (merchant: string) => [...promotionKeys.all, merchant] as const,
}
