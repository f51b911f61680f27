/** The members area's query keys; `all` is what any change to a member refreshes. */
export const membersKeys = {
  all: ['members'] as const,
  list: (merchant: string, q: string, page: number, pageSize: number) =>
    ['members', 'list', merchant, q, page, pageSize] as const,
  detail: (id: number) => ['members', 'detail', id] as const,
  rg: (id: number) => ['members', 'detail', id, 'responsible-gaming'] as const,
  adjustments: ['adjustments'] as const,
  adjustmentList: (merchant: string, state: string, page: number, pageSize: number) =>
    ['adjustments', merchant, state, page, pageSize] as const,
  merchant: (code: string) => ['members', 'merchant-settings', code] as const,
}
