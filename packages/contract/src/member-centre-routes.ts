import { def } from './route-def.ts'

/** Calls of issue 8 (member centre, inbox, help, feedback); spread into `routes` in routes.ts. */
export const memberCentreRoutes = {
} as const
