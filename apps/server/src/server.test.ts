/**
 * The production build (dist/server.mjs, started with plain `node` as a container does) stopped by
 * SIGTERM while sign-ins are in flight: each gets its normal answer, a new connection is refused or
 * answered 503, and the process exits 0 well inside its grace period. `npm test` builds first; on
 * its own, run `npm run build -w @parlor/server`. Embedded database in the server project, a fresh
 * PostgreSQL database in server-pg (so both database kinds are closed by a real shutdown).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { Agent, type IncomingMessage, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '../test/free-port.ts'
import { scratchDatabase } from '../test/databases.ts'

const SERVER = fileURLToPath(new URL('../dist/server.mjs', import.meta.url))
const LOGINS = 30
const GRACE_MS = 20_000
// Readiness says draining and the listener stays open this long after the signal; the test's
// late request comes after it, when the server must no longer accept connections.
const DRAIN_MS = 2000

interface Answer {
  status: number
  body: string
  connection: string | undefined
}

/** Reads a whole answer into an `Answer`. */
function collect(res: IncomingMessage, ok: (a: Answer) => void, fail: (err: Error) => void) {
  let text = ''
  res.setEncoding('utf8')
  res.on('data', (d) => (text += d))
  res.on('end', () => ok({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }))
  res.on('error', fail)
}

function send(
  port: number,
  agent: Agent | false,
  method: string,
  path: string,
  payload?: unknown,
  onWritten?: () => void,
): Promise<Answer> {
  return new Promise((ok, fail) => {
    const body = payload === undefined ? undefined : JSON.stringify(payload)
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
      },
      (res) => collect(res, ok, fail),
    )
    req.on('error', fail)
    if (onWritten) req.on('finish', onWritten)
    req.end(body)
  })
}

/** A POST whose headers and first half of the body go now, the rest when `finish` is called. */
function sendSlowly(port: number, agent: Agent, path: string, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload))
  const half = Math.floor(body.length / 2)
  let req: ReturnType<typeof request> | undefined
  const answer = new Promise<Answer>((ok, fail) => {
    req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => collect(res, ok, fail),
    )
    req.on('error', fail)
    req.flushHeaders()
    req.write(body.subarray(0, half))
  })
  return { answer, finish: () => req?.end(body.subarray(half)) }
}

/** A database of the test's own for server-pg (a copy of the seeded one); none on PGlite. */
async function postgresCopy() {
  const adminUrl = process.env.PARLOR_TEST_DATABASE_URL
  if (!adminUrl) return null
  const template = inject('seededTemplate') ?? ''
  return { ...(await scratchDatabase(adminUrl, 'parlor_shutdown', template)), seeded: Boolean(template) }
}

describe('stopping the built server', () => {
  let dataDir: string
  let postgres: Awaited<ReturnType<typeof postgresCopy>>
  let child: ChildProcess
  let output = ''
  let port: number
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>

  beforeAll(async () => {
    if (!existsSync(SERVER)) throw new Error(`${SERVER} does not exist: run npm run build (npm test builds first)`)
    dataDir = mkdtempSync(join(tmpdir(), 'parlor-shutdown-'))
    postgres = await postgresCopy()
    port = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PARLOR_DATA_DIR: dataDir,
      PARLOR_WEB_DIST: join(dataDir, 'no-web-build'),
      PARLOR_BACKOFFICE_DIST: join(dataDir, 'no-backoffice-build'),
      PARLOR_ALLOW_PLAIN_AUTH: '1',
      PARLOR_SHUTDOWN_GRACE_MS: String(GRACE_MS),
      PARLOR_SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      // Sign-ins in progress count against the captcha thresholds until they succeed.
      PARLOR_LOGIN_CAPTCHA_ACCOUNT: '1000',
      PARLOR_LOGIN_CAPTCHA_ADDRESS: '10000',
      // ...and against the hourly caps: 31 at once from one address on one account would pass both.
      PARLOR_LOGIN_MAX_ACCOUNT: '10000',
      PARLOR_LOGIN_MAX_ADDRESS: '100000',
      // Request lines tell the test when the server has every sign-in in hand.
      LOG_LEVEL: 'info',
      // Near a merchant's midnight the run has no seeded template (seeded-snapshot.ts): the copy is
      // empty then, and the server seeds it as on PGlite.
      ...(postgres
        ? { DATABASE_URL: postgres.url, PARLOR_SEED: postgres.seeded ? 'never' : 'always' }
        : { PARLOR_SEED: 'auto' }),
    }
    for (const k of ['INIT_CWD', 'PARLOR_ADMIN_TOKEN', 'REDIS_URL', ...(postgres ? [] : ['DATABASE_URL'])])
      delete env[k]
    // The Node running the tests runs the server too: the Node 24 run checks the build on Node 24.
    child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout?.on('data', (d) => (output += d))
    child.stderr?.on('data', (d) => (output += d))
    exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })))
    const deadline = Date.now() + 90_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited before it listened:\n${output}`)
      const up = await send(port, false, 'GET', '/health').catch(() => null)
      if (up?.status === 200) break
      if (Date.now() > deadline) throw new Error(`the server did not answer /health within 90 s:\n${output}`)
      await new Promise((r) => setTimeout(r, 200))
    }
  }, 120_000)

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await postgres?.drop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers every sign-in in flight, refuses new connections and exits 0', async () => {
    const agent = new Agent({ keepAlive: true })
    // One keep-alive connection left idle before the signal: it must not hold the shutdown.
    expect((await send(port, agent, 'GET', '/health')).status).toBe(200)

    let answeredBeforeSignal = 0
    let signalled = false
    const login = { username: 'demo', password: 'demo1234', type: 'username' }
    const logins = Array.from({ length: LOGINS }, () =>
      send(port, agent, 'POST', '/wps/session/login', login).then((a) => {
        if (!signalled) answeredBeforeSignal += 1
        return a
      }),
    )
    // One more sign-in whose body is still on its way when the server stops listening: a request
    // in progress across the whole shutdown, on a keep-alive connection.
    const slow = sendSlowly(port, agent, '/wps/session/login', login)
    let slowAnsweredBeforeSignal = false
    slow.answer.then(
      () => {
        if (!signalled) slowAnsweredBeforeSignal = true
      },
      () => {},
    )
    // Each is a failure until the test looks, so none is an unhandled rejection meanwhile.
    for (const l of [...logins, slow.answer]) l.catch(() => {})
    const received = () => output.split('\n').filter((l) => l.includes('"url":"/wps/session/login"')).length
    // Signal once the server has read every request: a request still unread in a socket when the
    // listener closes is reset (Node counts its connection idle), which the drain exists to avoid
    // in production but which a loaded test machine could not promise within any fixed drain.
    const readBy = Date.now() + 30_000
    while (received() < LOGINS + 1) {
      if (Date.now() > readBy) throw new Error(`the server read ${received()} of ${LOGINS + 1} sign-ins:\n${output}`)
      await new Promise((r) => setTimeout(r, 10))
    }
    signalled = true
    child.kill('SIGTERM')

    // Past the drain the server stops listening (on a loaded machine its timer may fire late, so
    // the test asks until it is refused, within the grace); the slow sign-in's body only arrives now.
    await new Promise((r) => setTimeout(r, DRAIN_MS))
    const refusedBy = Date.now() + GRACE_MS
    let late: number | string | undefined
    do {
      await new Promise((r) => setTimeout(r, 100))
      late = await send(port, false, 'GET', '/health').then(
        (a) => a.status,
        (err: NodeJS.ErrnoException) => err.code,
      )
    } while (late === 200 && Date.now() < refusedBy)
    expect(['ECONNREFUSED', 'ECONNRESET', 503]).toContain(late)
    slow.finish()

    const answers = await Promise.all([...logins, slow.answer])
    agent.destroy()
    for (const a of answers) {
      expect(a.status, a.body).toBe(200)
      expect(JSON.parse(a.body)).toMatchObject({ success: true, value: { token: expect.any(String) } })
    }
    // A keep-alive client learns to reconnect (elsewhere) instead of reusing the connection.
    expect(answers.at(-1)?.connection).toBe('close')
    // The slow sign-in spans the shutdown by construction (its body was not complete before the
    // listener closed); how many of the others were still in flight at the signal depends on the
    // machine's load, so it is reported rather than asserted.
    expect(slowAnsweredBeforeSignal, 'the slow sign-in was answered before SIGTERM').toBe(false)
    console.info(`${LOGINS - answeredBeforeSignal} of ${LOGINS} sign-ins were still in flight at SIGTERM`)

    const { code, signal } = await exited
    // Exit 0 also says it finished within the grace period: past it, the server exits 1.
    expect({ code, signal }, output).toEqual({ code: 0, signal: null })
  }, 60_000)
})
