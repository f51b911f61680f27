/**
 * The only place that reads build-time env. Empty API base means same origin: production is
 * served by the Fastify server and dev goes through Vite's proxy. Checked by hand rather than with
 * a zod schema: this module is in the first load, and zod is not otherwise.
 */
function apiBaseUrl(raw: unknown): string {
  if (raw === undefined || raw === '') return ''
  if (typeof raw === 'string') {
    try {
      new URL(raw)
      return raw.replace(/\/+$/, '')
    } catch {
      // Reported below with the value.
    }
  }
  throw new Error(`Invalid web env: VITE_API_BASE_URL must be empty or an absolute URL, got ${JSON.stringify(raw)}`)
}

export const env = {
  apiBaseUrl: apiBaseUrl(import.meta.env.VITE_API_BASE_URL),
} as const
