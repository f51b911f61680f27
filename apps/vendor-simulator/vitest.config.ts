import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'vendor-simulator',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
