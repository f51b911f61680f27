/**
 * Real server processes for tests about several instances: each one a child process on its own
 * port, a round-robin proxy in front of them standing in for a load balancer, and one HTTP client
 * that tells an answer apart from a connection the server never took.
 *
 * The child runs the compiled server (dist/server.mjs) when a build made it, else the sources
 * through tsx, so the same test checks what `npm start` and the image run. A build older than the
 * sources is run as it is: `npm test` builds first.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { freePort } from './free-port.ts'

const repoRoot = new URL('../../../', import.meta.url).pathname
const compiled = new URL('../dist/server.mjs', import.meta.url).pathname

/** `node` arguments that start the server: the build when there is one. */
export function serverArgs(): string[] {
  return existsSync(compiled) ? [compiled] : ['--import', 'tsx', 'apps/server/src/server.ts']
}

export interface Replica {
  name: string
  url: string
  port: number
  child: ChildProcess
  /** Settles when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** The end of what it wrote to stdout and stderr, for failure messages. */
  output(): string
}

/**
 * Starts one server process. The shell's own PARLOR_* and connection settings are left out, so
 * only `env` configures it.
 */
export async function startReplica(name: string, env: Record<string, string>): Promise<Replica> {
  const port = await freePort()
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !k.startsWith('PARLOR_') && !['DATABASE_URL', 'REDIS_URL', 'PORT', 'HOST', 'LOG_LEVEL'].includes(k),
    ),
  )
  const child = spawn(process.execPath, serverArgs(), {
    cwd: repoRoot,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let tail = ''
  const keep = (d: Buffer) => {
    tail = (tail + d.toString()).slice(-16_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((ok) =>
    child.once('exit', (code, signal) => ok({ code, signal })),
  )
  return { name, url: `http://127.0.0.1:${port}`, port, child, exited, output: () => tail }
}

/** Waits until the replica answers /health with 200; fails at once if it exits first. */
export async function untilHealthy(r: Replica, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let ended = false
  void r.exited.then(() => {
    ended = true
  })
  while (Date.now() < deadline) {
    if (ended) throw new Error(`${r.name} exited before it was healthy:\n${r.output()}`)
    const res = await send(r.url, { path: '/health' })
    if (res.kind === 'answer' && res.status === 200) return
    await new Promise((ok) => setTimeout(ok, 100))
  }
  throw new Error(`${r.name} not healthy within ${timeoutMs} ms:\n${r.output()}`)
}

/** Ends a replica still running: SIGTERM, then SIGKILL if it lingers. */
export async function stopReplica(r: Replica, graceMs = 5_000): Promise<void> {
  if (r.child.exitCode !== null || r.child.signalCode !== null) return
  r.child.kill('SIGTERM')
  const timer = setTimeout(() => r.child.kill('SIGKILL'), graceMs)
  await r.exited
  clearTimeout(timer)
}

export interface Request {
  method?: string
  path: string
  headers?: Record<string, string>
  /** A string or bytes are sent as they are (signed bodies); anything else as JSON. */
  body?: unknown
  /** Default: a new connection per request. */
  agent?: http.Agent
}

/**
 * What became of one request, as far as a client can tell: an answer (status and body), or a
 * failure with no byte of answer (`answered: false`: refused at connect, or the connection ended
 * before any answer), or a connection that broke after the answer had begun.
 */
export type Outcome = Answer | { kind: 'failed'; code: string; answered: boolean; reusedSocket: boolean }

export interface Answer {
  kind: 'answer'
  status: number
  headers: http.IncomingHttpHeaders
  raw: Buffer
  text: string
  // biome-ignore lint/suspicious/noExplicitAny: read the way inject()'s json() is, which answers any too
  json(): any
}

export function send(base: string, req: Request): Promise<Outcome> {
  const body: string | Buffer | undefined =
    req.body === undefined || typeof req.body === 'string' || Buffer.isBuffer(req.body)
      ? req.body
      : JSON.stringify(req.body)
  return new Promise((resolve) => {
    let answered = false
    const r = http.request(
      new URL(req.path, base),
      {
        method: req.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...req.headers,
        },
        agent: req.agent ?? false,
      },
      (res) => {
        answered = true
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('error', (err: NodeJS.ErrnoException) =>
          resolve({ kind: 'failed', code: err.code ?? err.message, answered, reusedSocket: r.reusedSocket }),
        )
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const text = raw.toString()
          resolve({
            kind: 'answer',
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw,
            text,
            json: () => JSON.parse(text),
          })
        })
      },
    )
    r.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ kind: 'failed', code: err.code ?? err.message, answered, reusedSocket: r.reusedSocket }),
    )
    r.end(body)
  })
}

/** The answer, or an error naming what happened instead (tests that expect the server to answer). */
export async function answerOf(base: string, req: Request) {
  const res = await send(base, req)
  if (res.kind !== 'answer') throw new Error(`${req.path} on ${base}: ${res.code}`)
  return res
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade'])

export interface Balancer {
  url: string
  /** Requests sent on to another replica after one refused them. */
  retried(): number
  close(): Promise<void>
}

/**
 * A load balancer in miniature: each request goes to the next replica in turn; one that refuses
 * the connection, or closes it before answering, gets the request passed to the next (every call
 * the tests send through it is safe to repeat: reads, or money calls with their own key).
 */
export async function startProxy(upstreams: string[]): Promise<Balancer> {
  const agents = new Map(upstreams.map((u) => [u, new http.Agent({ keepAlive: true, maxSockets: 64 })]))
  let next = 0
  let retried = 0
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const body = chunks.length ? Buffer.concat(chunks) : undefined
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k, v]) => typeof v === 'string' && !HOP_BY_HOP.has(k)),
      ) as Record<string, string>
      const first = next++ % upstreams.length
      for (let i = 0; i < upstreams.length; i++) {
        const upstream = upstreams[(first + i) % upstreams.length] as string
        const out = await send(upstream, {
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          headers,
          body,
          agent: agents.get(upstream),
        })
        if (out.kind === 'failed') {
          if (!out.answered) {
            retried++
            continue
          }
          res.destroy()
          return
        }
        const back = Object.fromEntries(Object.entries(out.headers).filter(([k]) => !HOP_BY_HOP.has(k)))
        res.writeHead(out.status, back as http.OutgoingHttpHeaders)
        res.end(out.raw)
        return
      }
      res.writeHead(502, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ success: false, errorCode: 'no_upstream' }))
    })
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    retried: () => retried,
    async close() {
      for (const a of agents.values()) a.destroy()
      server.closeAllConnections()
      await new Promise<void>((ok) => server.close(() => ok()))
    },
  }
}

/** Runs `task(i)` for i in [0, n) with at most `width` at a time. */
export async function inParallel(n: number, width: number, task: (i: number) => Promise<void>): Promise<void> {
  let i = 0
  const worker = async () => {
    while (i < n) await task(i++)
  }
  await Promise.all(Array.from({ length: Math.min(width, n) }, worker))
}
