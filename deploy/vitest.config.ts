import { defineProject } from 'vitest/config'

// Reads the deployment files and config.ts only: no Docker, no server, no build needed.
export default defineProject({ test: { name: 'deploy', include: ['*.test.ts'], environment: 'node' } })
