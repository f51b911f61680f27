import { def } from './route-def.ts'

/** Calls of issue 8's message centre, help, feedback and info pages; spread into `routes` in routes.ts. */
export const pagesRoutes = {
} as const
