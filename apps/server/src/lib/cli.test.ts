/**
 * The operator command-line tools as an operator runs them: separate processes, next to (or
 * without) a running server on the embedded database. Slow by nature (each step starts tsx), so
 * few cases and generous timeouts.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../test/free-port.ts'

const root = new URL('../../../../', import.meta.url).pathname
const CLI = {
  adjust: 'apps/server/src/modules/wallet/adjust-cli.ts',
  sms: 'apps/server/src/modules/verification/outbox-cli.ts',
  mail: 'apps/server/src/modules/recovery/mail-outbox-cli.ts',
  seed: 'apps/server/src/db/seed/cli.ts',
}

const dataDir = mkdtempSync(join(tmpdir(), 'parlor-cli-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** The environment of an operator's shell: embedded database in `dataDir`, no token, no URL. */
function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env, PARLOR_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...extra }
  for (const k of ['DATABASE_URL', 'PARLOR_ADMIN_TOKEN', 'INIT_CWD', 'PORT']) if (!(k in extra)) delete e[k]
  return e
}

function run(script: string, args: string[], extra: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: env(extra) })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => done({ code, stdout, stderr }))
  })
}

const stackLine = /^\s+at /m

async function startServer(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: env({
      PORT: String(port),
      HOST: '127.0.0.1',
      PARLOR_SEED: 'auto',
      PARLOR_ALLOW_PLAIN_AUTH: '1',
      PARLOR_WEB_DIST: join(dataDir, 'no-web-build'),
    }),
  })
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return { child, output: () => output }
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 300))
  }
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

async function demoBalance(port: number): Promise<number> {
  const base = `http://127.0.0.1:${port}`
  const login = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234', type: 'username' }),
  })
  const token = ((await login.json()) as { value: { token: string } }).value.token
  const res = await fetch(`${base}/wps/v2/wallets/balance`, { headers: { authorization: token } })
  return ((await res.json()) as { value: { sumBalance: number } }).value.sumBalance
}

describe('operator command-line tools', () => {
  it('answer bad arguments with a usage line and exit code 2, never a stack trace', async () => {
    const cases: [string, string[]][] = [
      [CLI.adjust, ['--merchant', 'demo', '--user', 'demo', '--amount', 'abc', '--reason', 'x']],
      [CLI.adjust, ['--merchant', 'demo', '--user', 'demo', '--amount', '1.234', '--reason', 'x']],
      [CLI.adjust, ['--amount', '-5']],
      [CLI.adjust, ['--merchant', 'demo', '--user', 'demo', '--amount', '5', '--reason', 'x', '--bogus']],
      [CLI.adjust, ['--merchant']],
      [CLI.sms, ['--limit', 'abc']],
      [CLI.mail, ['--limit', '0']],
      [CLI.seed, ['--force']],
    ]
    // Two at a time: the machine running the suite is shared.
    for (let i = 0; i < cases.length; i += 2) {
      const results = await Promise.all(cases.slice(i, i + 2).map(([script, args]) => run(script, args)))
      results.forEach((r, j) => {
        const label = `${cases[i + j]?.join(' ')}\n${r.stderr}${r.stdout}`
        expect(r.code, label).toBe(2)
        expect(r.stderr, label).toMatch(/usage: npm run /)
        expect(r.stderr, label).not.toMatch(stackLine)
      })
    }
  }, 180_000)

  it('go through the running server, so an adjustment survives the server and a restart', async () => {
    const port = await freePort()
    let server = await startServer(port)
    try {
      // The local operator token is readable by the folder's owner only.
      expect(statSync(join(dataDir, 'operator.json')).mode & 0o777).toBe(0o600)
      // The debit written the way operators type it: a dash value after the flag.
      const debit = await run(CLI.adjust, [
        ...['--merchant', 'demo', '--user', 'demo', '--amount', '-5', '--reason', 'test debit'],
      ])
      expect(debit.code, debit.stderr).toBe(0)
      expect(debit.stdout).toMatch(/demo balance 995\.00 PHP/)
      expect(await demoBalance(port)).toBe(995)

      const unknown = await run(CLI.adjust, [
        ...['--merchant', 'demo', '--user', 'nobody', '--amount=1.5', '--reason', 'x'],
      ])
      expect(unknown.code, unknown.stderr).toBe(2)
      expect(unknown.stderr).toMatch(/no member "nobody" at merchant "demo"/)
      expect(unknown.stderr).not.toMatch(stackLine)

      const sms = await run(CLI.sms, ['--limit', '5'])
      expect(sms.code, sms.stderr).toBe(0)
      expect(sms.stdout).toMatch(/SMS outbox \(server/)

      // A tool that needs the folder itself is refused in one line naming the folder and owner.
      const seed = await run(CLI.seed, [])
      expect(seed.code).toBe(1)
      expect(seed.stderr).toContain(dataDir)
      expect(seed.stderr).toContain(String(server.child.pid))
      expect(seed.stderr).not.toMatch(stackLine)

      await stopServer(server.child)
      server = await startServer(port)
      expect(await demoBalance(port)).toBe(995)
      await stopServer(server.child)

      // No server: the tool opens the folder itself.
      const credit = await run(CLI.adjust, [
        ...['--merchant', 'demo', '--user', 'demo', '--amount=5', '--reason', 'test credit'],
      ])
      expect(credit.code, credit.stderr).toBe(0)
      expect(credit.stdout).toMatch(/demo balance 1000\.00 PHP/)
    } finally {
      await stopServer(server.child)
    }
  }, 400_000)
})
