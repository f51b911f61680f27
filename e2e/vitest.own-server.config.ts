import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// Journeys that need a server of their own (started by the same global setup on a free port with a
// fresh data dir) so they run beside the other journeys instead of after them: the lottery engine's
// waits for real one-minute draws, and the back office's changes merchant-wide state (flags, vendor
// maintenance, banners, notices) the other journeys assert on, and reads its own audit log.
export default defineProject({
  test: {
    name: 'e2e-own-server',
    include: ['e2e/lottery-engine.e2e.test.ts', 'e2e/backoffice.e2e.test.ts'],
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    // A bet, its draw a minute later and a chase over the next numeros: minutes, not seconds.
    testTimeout: 420_000,
    hookTimeout: 120_000,
    // One Chromium at a time: the lottery journey mostly waits for draws, so sharing is cheap.
    fileParallelism: false,
  },
})
