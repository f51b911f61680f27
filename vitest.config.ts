import { defineConfig } from 'vitest/config'

const pgUrl = process.env.PARLOR_TEST_DATABASE_URL
if (!pgUrl) {
  console.warn(
    '\n[parlor] PARLOR_TEST_DATABASE_URL is not set: the server suite runs on embedded PGlite only; ' +
      'the PostgreSQL run (project server-pg) is skipped. npm run test:all (and .ci/run) sets it.\n',
  )
}

const projects = [
  'packages/contract',
  'deploy/vitest.config.ts',
  'apps/server/vitest.config.ts',
  ...(pgUrl ? ['apps/server/vitest.pg.config.ts'] : []),
  'apps/web',
  'apps/backoffice',
  'apps/payment-sandbox/vitest.config.ts',
  'apps/vendor-simulator/vitest.config.ts',
  'e2e/vitest.config.ts',
  'e2e/vitest.own-server.config.ts',
]
// scripts/test.mjs may split the run over two Node versions: the contract and the server suite on
// PostgreSQL on the newer one (`second`), everything else on the machine's (`first`). Unset: all.
const secondNode = new Set(['packages/contract', 'apps/server/vitest.pg.config.ts'])
const part = process.env.PARLOR_TEST_PART

// One runner for the whole repository; each workspace keeps its own project config.
export default defineConfig({
  test: {
    projects:
      part === 'second'
        ? projects.filter((p) => secondNode.has(p))
        : part === 'first'
          ? projects.filter((p) => !secondNode.has(p))
          : projects,
  },
})
