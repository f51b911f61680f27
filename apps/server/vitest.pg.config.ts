import { defineProject } from 'vitest/config'

// The same server suite against a real PostgreSQL server (PARLOR_TEST_DATABASE_URL).
export default defineProject({
  test: {
    name: 'server-pg',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds once; each file's database starts as a copy (test/seeded-snapshot.ts).
    globalSetup: ['test/seeded-snapshot.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { PARLOR_TEST_DATABASE_URL: process.env.PARLOR_TEST_DATABASE_URL ?? '' },
  },
})
