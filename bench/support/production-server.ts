/**
 * The production build served by the real server (`apps/server/src/server.ts`) on a free loopback
 * port and a fresh embedded database, for the browser benches (web vitals, Lighthouse). Run
 * `npm run build` first.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

const freePort = () =>
  new Promise<number>((ok, fail) => {
    const srv = createServer()
    srv.once('error', fail)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      srv.close(() => (typeof addr === 'object' && addr ? ok(addr.port) : fail(new Error('no port'))))
    })
  })

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not become healthy')
}

/** Starts the server and answers once `/health` does; `stop` ends it and removes its data. */
export async function startProductionServer(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `parlor-${name}-`))
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PARLOR_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  const stop = () => {
    child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(base, child)
  } catch (err) {
    stop()
    throw err
  }
  return { base, stop }
}
