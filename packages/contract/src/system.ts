import { z } from 'zod'
import type { WhitelabelNode } from './flags.ts'
import { LANGUAGES } from './languages.ts'
import { OAUTH_PROVIDERS } from './oauth.ts'

/** Per-field register rule (wire-contract §6.2). `acceptedPattern` "*" means anything. */
export const registerFieldSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
  type: z.string().optional(),
})
export type RegisterField = z.infer<typeof registerFieldSchema>

export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const
export type RegisterFieldName = (typeof REGISTER_FIELDS)[number]
/** Fields a merchant does not configure are absent (the original sends only configured ones). */
export const registerSettingsSchema = z.partialRecord(z.enum(REGISTER_FIELDS), registerFieldSchema)
export type RegisterSettings = Partial<Record<RegisterFieldName, RegisterField>>

/** mobileTemplate keys (wire-contract §6.3); values are strings in the original. */
export const mobileTemplateSchema = z.object({
  mem_cen: z.string().optional(),
  dep_func: z.string().optional(),
  h5_logo: z.string().optional(),
  app_background: z.string().optional(),
  app_desc: z.string().optional(),
  app_desc_font_color: z.string().optional(),
})
export type MobileTemplate = z.infer<typeof mobileTemplateSchema>

export const resourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  labelNameEn: z.string().optional(),
})
export type Resource = z.infer<typeof resourceSchema>

/** `path` is encrypted as in wire-contract §2.4; decode with `decodeServicePath`. */
export const customerServiceSchema = z.object({
  title: z.string(),
  csType: z.string(),
  path: z.string(),
})
export type CustomerService = z.infer<typeof customerServiceSchema>

/** The merchant flags as the desktop clients' tree (flags.ts `whitelabelTree`). */
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.object({
  modId: z.string(),
  enabled: z.enum(['1', '0']),
  get childrenNodes() {
    return z.array(whitelabelNodeSchema)
  },
})

export const merchantInfoSchema = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  countryCode: z.string(),
  countryDialingCode: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  supportLanguages: z.array(z.enum(LANGUAGES)),
  timeZone: z.string(),
  ageLimit: z.number().int(),
  whitelabelVal: z.record(z.string(), z.boolean()),
  whitelabel: whitelabelNodeSchema,
  register: registerSettingsSchema.or(z.record(z.string(), registerFieldSchema)),
  mobileTemplate: mobileTemplateSchema,
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceSchema),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  mainDomain: z.string(),
  gw: z.object({ GEETEST_ID: z.string(), GEETEST_VERSION: z.string(), PROFILE_ICON_COUNT: z.number() }),
  sms: z.object({ firebase: z.boolean() }),
  /**
   * The social sign-ins this merchant offers now: its flag (GOOGLELOGIN3, FACEBOOKLOGIN3) is on and
   * the server has a client for the provider. The app shows a sign-in button only for these; the
   * flags alone do not say whether the provider is set up.
   */
  socialLogin: z.array(z.enum(OAUTH_PROVIDERS)),
  paths: z.array(z.string()),
  /** The merchant's accent colour (`#rrggbb`), set in the back office; the app themes itself with it. */
  primaryColor: z.string().optional(),
})
export type MerchantInfo = z.infer<typeof merchantInfoSchema>

export const locationSchema = z.object({ ip: z.string(), countryCode: z.string().nullable() })
export type Location = z.infer<typeof locationSchema>

/** `GET /wps/system/status` value (wire-contract §6.1). */
export const systemStatusSchema = z.object({
  info: merchantInfoSchema,
  location: locationSchema,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  test: z.boolean(),
})
export type SystemStatus = z.infer<typeof systemStatusSchema>

/** What the client does with a status answer (storefront §Shell behaviour, Bootstrap). */
export type BootState = 'normal' | 'maintenance' | 'regionRestricted'
export function bootState(s: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): BootState {
  if (s.maintenance) return 'maintenance'
  if (s.regionRestriction) return 'regionRestricted'
  return 'normal'
}

export const countrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  countryName: z.string(),
})
export const countriesSchema = z.object({
  countries: z.array(countrySchema),
  countryCode: z.string(),
  countryDialingCode: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
})
export type Countries = z.infer<typeof countriesSchema>

export const templatesSchema = z.object({
  merchantCode: z.string(),
  templateId: z.string(),
  primaryColor: z.string(),
  logo: z.string(),
})

export const domainRouteSchema = z.object({
  domainList: z.array(z.object({ domainName: z.string() })),
  version: z.object({ pathList: z.array(z.object({ type: z.string(), path: z.string() })) }),
})

export const statusQuerySchema = z.object({
  device: z.string().max(20).optional(),
  url: z.string().max(255).optional(),
  track: z.string().max(255).optional(),
  originalDomain: z.string().max(255).optional(),
})

export const templatesQuerySchema = z.object({
  domain: z.string().max(255).optional(),
  url: z.string().max(255).optional(),
  device: z.string().max(20).optional(),
})

export const domainRouteQuerySchema = z.object({ device: z.enum(['0', '1']).optional() })

/** /ready's answer: each dependency's state; `redis` only when the instance uses Redis. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down']).optional(),
  draining: z.boolean(),
})
export type Readiness = z.infer<typeof readinessSchema>
