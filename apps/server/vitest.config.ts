import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds once; each file's database starts as a copy (test/seeded-snapshot.ts).
    globalSetup: ['test/seeded-snapshot.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // This project is the embedded-database run even when the shell exports a server URL.
    env: { PARLOR_TEST_DATABASE_URL: '' },
  },
})
