import { fileURLToPath } from 'node:url'
import { type Plugin, runnerImport } from 'vite'

const ROUTES_MODULE = fileURLToPath(new URL('../../../packages/contract/src/routes.ts', import.meta.url))

/** What the built app's client reads of a route (lib/api-client.ts); the rest is schemas. */
const KEPT = ['method', 'path', 'moduleId', 'encrypted'] as const

/**
 * The contract's route table holds every call's request and answer schemas, and the app's one
 * client imports the whole table, so a production build would ship every area's schemas (agent,
 * cashier, back office…) in the first load, and zod with them. The built client only reads a
 * route's method, path, module and encryption: answers are checked against the contract in
 * development only, and forms import the schemas they validate by name. So the production build
 * gets the table without schemas, made from the real contract when the build starts, and a
 * schema now travels only with the screen that uses it.
 */
export function slimRouteTable(): Plugin {
  let table = ''
  return {
    name: 'parlor:slim-route-table',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<{ routes: Record<string, Record<string, unknown>> }>(ROUTES_MODULE, {
        configFile: false,
        logLevel: 'error',
      })
      const slim = Object.fromEntries(
        Object.entries(module.routes).map(([name, route]) => [
          name,
          Object.fromEntries(KEPT.filter((k) => route[k] !== undefined).map((k) => [k, route[k]])),
        ]),
      )
      table = `export const routes = ${JSON.stringify(slim)}\n`
    },
    transform(_code, id) {
      return id.split('?')[0] === ROUTES_MODULE ? { code: table, map: null } : null
    },
  }
}
