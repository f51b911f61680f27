import { fileURLToPath } from 'node:url'
import { configDefaults, defineProject } from 'vitest/config'

// Browser journeys against the production build served by the real server on a free port.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    // Journeys with a server of their own (vitest.own-server.config.ts): the lottery engine's slow
    // draws and the back office's merchant-wide changes.
    exclude: [...configDefaults.exclude, 'e2e/lottery-engine.e2e.test.ts', 'e2e/backoffice.e2e.test.ts'],
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium at a time on a two-core machine.
    fileParallelism: false,
  },
})
