// `npm run test:all`: every suite, including the server suite on PostgreSQL (project server-pg) and
// the store tests on Redis, against a throw-away PostgreSQL cluster and Redis on free loopback ports.
// Both are torn down afterwards, also on failure and Ctrl-C, and leave nothing behind.
//
// Needs the Debian packages postgresql, redis-server, chromium and fonts-wqy-microhei (the system
// PostgreSQL cluster and Redis service need not run; ours are separate). PostgreSQL refuses to run
// as root, so as root the cluster belongs to the `postgres` user.
//
//   npm run test:all                      # npm test with both servers
//   npm run test:all -- npx vitest run --project server-pg src/modules/wallet   # any other command
import { spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const args = process.argv.slice(2)
if (args[0] === '--') args.shift()
const command = args.length ? args : ['npm', 'test']

const pgBin = (() => {
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(join(base, v, 'bin/postgres'))) : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  return newest ? join(base, newest, 'bin') : null
})()
const redisBin = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim()
if (!pgBin || !redisBin) {
  console.error(
    `test:all needs ${[!pgBin && 'PostgreSQL (/usr/lib/postgresql/*/bin)', !redisBin && 'redis-server'].filter(Boolean).join(' and ')}: ` +
      'apt-get install -y postgresql redis-server chromium fonts-wqy-microhei',
  )
  process.exit(1)
}

// As root, run PostgreSQL as `postgres` (initdb and postgres refuse root); otherwise as ourselves.
const asRoot = process.getuid?.() === 0
const pgUser = asRoot ? idOf('postgres') : null

function idOf(user) {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' })
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' })
  if (uid.status !== 0) {
    console.error(`test:all runs as root, so PostgreSQL needs the "${user}" user (apt-get install postgresql)`)
    process.exit(1)
  }
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Redis answers PING with +PONG once it accepts commands. */
function redisPing(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write('PING\r\n'))
    socket.setTimeout(1000, () => socket.destroy())
    socket.once('data', (d) => {
      socket.destroy()
      resolve(d.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
    socket.once('close', () => resolve(false))
  })
}

async function waitFor(what, ready, child) {
  for (let i = 0; i < 60; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited during start (code ${child.exitCode})`)
    if (await ready()) return
    await sleep(250)
  }
  throw new Error(`${what} did not become ready within 15 s`)
}

/** Ends a child and waits for it: SIGINT (PostgreSQL's fast shutdown), then SIGKILL after 10 s. */
async function stop(child, signal = 'SIGINT') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

const dir = mkdtempSync(join(tmpdir(), 'parlor-test-all-'))
if (pgUser) chownSync(dir, pgUser.uid, pgUser.gid)
const asPg = pgUser ? { uid: pgUser.uid, gid: pgUser.gid, env: { ...process.env, HOME: dir } } : {}
let postgres = null
let redis = null
let tests = null
let tornDown = null

function teardown() {
  tornDown ??= (async () => {
    await stop(tests, 'SIGTERM')
    await Promise.all([stop(postgres), stop(redis, 'SIGTERM')])
    rmSync(dir, { recursive: true, force: true })
  })()
  return tornDown
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\ntest:all: ${signal}, stopping PostgreSQL and Redis`)
    teardown().then(() => process.exit(130))
  })
}

try {
  const [pgPort, redisPort] = [await freePort(), await freePort()]
  const data = join(dir, 'pg')

  const init = spawnSync(
    join(pgBin, 'initdb'),
    ['-D', data, '-U', 'parlor', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
    { ...asPg, cwd: dir, encoding: 'utf8' },
  )
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr || init.stdout}`)

  // A disposable cluster: durability off for speed; no autovacuum racing the suite's DROP DATABASE.
  postgres = spawn(
    join(pgBin, 'postgres'),
    ['-D', data, '-p', String(pgPort), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    { ...asPg, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  postgres.stderr.on('data', (d) => {
    if (process.env.TEST_ALL_VERBOSE) process.stderr.write(d)
  })
  redis = spawn(
    redisBin,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { cwd: dir, stdio: 'ignore' },
  )

  const isReady = join(pgBin, 'pg_isready')
  await waitFor(
    'PostgreSQL',
    () => spawnSync(isReady, ['-q', '-h', '127.0.0.1', '-p', String(pgPort)]).status === 0,
    postgres,
  )
  await waitFor('Redis', () => redisPing(redisPort), redis)

  const env = {
    ...process.env,
    PARLOR_TEST_DATABASE_URL: `postgres://parlor@127.0.0.1:${pgPort}/postgres`,
    PARLOR_TEST_REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  }
  console.log(`test:all: PostgreSQL on :${pgPort}, Redis on :${redisPort}; running ${command.join(' ')}`)
  tests = spawn(command[0], command.slice(1), { env, stdio: 'inherit' })
  const code = await new Promise((resolve) => {
    tests.once('exit', (c, s) => resolve(c ?? (s ? 1 : 0)))
    tests.once('error', (err) => {
      console.error(`test:all: ${err.message}`)
      resolve(1)
    })
  })
  process.exitCode = code
} catch (err) {
  console.error(`test:all: ${err.message}`)
  process.exitCode = 1
} finally {
  await teardown()
}
