export const staffKeys = {
  all: ['bo', 'staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  apiKeys: () => [...staffKeys.all, 'api-keys'] as const,
}
