import { defineConfig } from 'vitest/config'

// One runner for the whole repository; each workspace keeps its own project config.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
})
