import { def } from './route-def.ts'

/** Calls of issue 9 (agent home and team); spread into `routes` in routes.ts. */
export const agentRoutes = {
} as const
