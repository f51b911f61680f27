// autocannon ships no type declarations (and none are installed); these cover what the benches use.
declare module 'autocannon' {
  interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>
  }
  interface Options {
    url: string
    method?: string
    headers?: Record<string, string>
    body?: string
    connections?: number
    duration?: number
    overallRate?: number
    requests?: Request[]
  }
  interface Result {
    errors: number
    timeouts: number
    non2xx: number
    requests: { average: number; total: number }
    latency: { p50: number; p99: number }
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): this
  }
  export default function autocannon(options: Options): Instance
}
