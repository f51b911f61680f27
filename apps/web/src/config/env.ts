import { z } from 'zod'

/**
 * The only place that reads build-time env. Empty API base means same origin: production is
 * served by the Fastify server and dev goes through Vite's proxy.
 */
const envSchema = z.object({
  VITE_API_BASE_URL: z.union([z.literal(''), z.url()]).default(''),
})

const parsed = envSchema.safeParse(import.meta.env)
if (!parsed.success) {
  throw new Error(`Invalid web env: ${z.prettifyError(parsed.error)}`)
}

export const env = {
  apiBaseUrl: parsed.data.VITE_API_BASE_URL.replace(/\/+$/, ''),
} as const
