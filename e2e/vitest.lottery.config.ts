import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// The lottery engine's journey waits for real one-minute draws: its own project (and its own server,
// started by the same global setup on a free port with a fresh data dir) so it runs beside the
// other journeys instead of after them.
export default defineProject({
  test: {
    name: 'e2e-lottery',
    include: ['e2e/lottery-engine.e2e.test.ts'],
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    // A bet, its draw a minute later and a chase over the next numeros: minutes, not seconds.
    testTimeout: 420_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
