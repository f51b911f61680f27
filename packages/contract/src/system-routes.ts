import { z } from 'zod'
import {
  countriesSchema,
  domainRouteQuerySchema,
  domainRouteSchema,
  locationSchema,
  merchantInfoSchema,
  readinessSchema,
  registerSettingsSchema,
  statusQuerySchema,
  systemStatusSchema,
  templatesQuerySchema,
  templatesSchema,
  whitelabelNodeSchema,
} from './system.ts'
import { def } from './route-def.ts'

/** The merchant's settings and the server's own status (wire-contract §6); public. */
export const systemRoutes = {
  systemStatus: def({ method: 'GET', path: '/wps/system/status', query: statusQuerySchema, value: systemStatusSchema }),
  systemConsolidated: def({ method: 'GET', path: '/wps/system/settings/consolidated', value: merchantInfoSchema }),
  systemWhitelabel: def({ method: 'GET', path: '/wps/system/whitelabel', value: whitelabelNodeSchema }),
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
  /**
   * The merchant's iOS profile, `<merchant code>.mobileconfig` (the status answer's MOBILECONFIG
   * resource unless the merchant lists its own): a configuration profile with one web clip of
   * `/m/home`, as `application/x-apple-aspen-config`, no envelope; 404 `not_found` for anything else.
   */
  webClipProfile: def({
    method: 'GET',
    path: '/downloads/:file',
    params: z.object({ file: z.string().max(100) }),
    value: z.string(),
    raw: true,
  }),
  /** For load balancers: 200 `{ status: 'ok' }` when the database answers, else 503; its own envelope. */
  health: def({ method: 'GET', path: '/health', value: z.object({ status: z.string() }), raw: true }),
  /**
   * For orchestrators' readiness probes: 200 when the database (and Redis, when configured)
   * answers and the instance is not draining; else 503 `not_ready`, naming what is down in the
   * message and in `value`. Liveness stays /health.
   */
  ready: def({ method: 'GET', path: '/ready', value: readinessSchema, raw: true }),
  /**
   * Prometheus text exposition, for a scraper sending `Authorization: Bearer <PARLOR_METRICS_TOKEN>`;
   * 401 with another token, 404 when the server has no token configured.
   */
  metrics: def({ method: 'GET', path: '/metrics', value: z.string(), raw: true }),
  /**
   * Browser journeys only: the answer of the captcha behind a cookie value. Registered only with
   * PARLOR_E2E_HOOKS on, which the journeys' global setup sets and nothing else may.
   */
  e2eCaptchaAnswer: def({
    method: 'GET',
    path: '/__e2e/captcha-answer',
    query: z.object({ cookie: z.string().min(1).max(200) }),
    value: z.string(),
  }),
} as const
