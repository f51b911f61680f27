import { z } from 'zod'
import {
  countriesSchema,
  domainRouteQuerySchema,
  domainRouteSchema,
  locationSchema,
  merchantInfoSchema,
  registerSettingsSchema,
  statusQuerySchema,
  systemStatusSchema,
  templatesQuerySchema,
  templatesSchema,
} from './system.ts'

/**
 * The HTTP contract as data: method, path, input schemas and the `value` schema of a
 * successful envelope. The server registers handlers against these entries and the web
 * client calls through them, so a path or a shape cannot drift between the two.
 * Add an entry here first when adding a call.
 */
export interface RouteDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  V extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  moduleId?: string
  query?: Q
  body?: B
  value: V
  /** Answered without the envelope (plain text or binary). */
  raw?: boolean
}

const def = <Q extends z.ZodType, B extends z.ZodType, V extends z.ZodType>(r: RouteDef<Q, B, V>) => r

export const routes = {
  systemStatus: def({ method: 'GET', path: '/wps/system/status', query: statusQuerySchema, value: systemStatusSchema }),
  systemConsolidated: def({ method: 'GET', path: '/wps/system/settings/consolidated', value: merchantInfoSchema }),
  systemWhitelabel: def({ method: 'GET', path: '/wps/system/whitelabel', value: z.unknown() }),
  systemTemplates: def({
    method: 'GET',
    path: '/wps/system/templates',
    query: templatesQuerySchema,
    value: templatesSchema,
  }),
  systemDomainRoute: def({
    method: 'GET',
    path: '/wps/system/domainRoute',
    query: domainRouteQuerySchema,
    value: domainRouteSchema,
  }),
  systemCountry: def({ method: 'GET', path: '/wps/system/country', moduleId: 'COMM3', value: countriesSchema }),
  systemLocation: def({ method: 'GET', path: '/wps/system/location', value: locationSchema }),
  systemRegisterSettings: def({
    method: 'GET',
    path: '/wps/system/setting/register',
    moduleId: 'REG3',
    value: registerSettingsSchema,
  }),
  systemPing: def({ method: 'GET', path: '/wps/system/test/ping', value: z.literal('pong') }),
} as const

export type Routes = typeof routes
export type RouteValue<R extends RouteDef> = z.output<R['value']>
