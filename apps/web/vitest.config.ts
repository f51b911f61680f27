import { defineProject, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineProject({
    // The app imports antd-mobile from its barrel and, for lazy pieces, by deep ES path. Node
    // would resolve the barrel to the CommonJS build: two copies, and the deep ones would miss
    // the React 19 render hook. Both now load the same ES modules, as in the browser build.
    resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      // Whole journeys through several lazy screens; the server projects share the two cores.
      testTimeout: 20_000,
    },
  }),
)
