/**
 * `npm run bench:login`: logins per second and p95 latency with Argon2id (19 MiB, t=2, p=1),
 * beside a plain request, in one run on this machine.
 *
 * The real app runs in a child process (embedded PGlite in a temp folder, demo data) so that
 * the load generator (autocannon, in this process) does not share the server's event loop.
 * Each case runs for a fixed time at a fixed concurrency; latencies of every response are kept
 * to compute the percentiles. Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 8).
 */
import { cpus } from 'node:os'
import { isChild, measure, serveApp, startApp } from './support/app-child.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8)
const CREDS = { type: 'username', username: 'demo', password: 'demo1234' }

if (isChild) {
  // Successful logins are never counted; the captcha threshold only keeps a stray failure from interfering.
  await serveApp({ PARLOR_ALLOW_PLAIN_AUTH: '1', PARLOR_LOGIN_CAPTCHA_ADDRESS: '10000' })
} else {
  const autocannon = (await import('autocannon')).default
  const { encryptBody, oaepKeySchema, routes } = await import('@parlor/contract')
  const app = await startApp(import.meta.url)
  const { base } = app

  const keyRes = await fetch(`${base}/wps/session/key/rsa?scheme=oaep`)
  const key = oaepKeySchema.parse(((await keyRes.json()) as { value: unknown }).value)
  // The same encrypted body every time: the server still does the RSA-OAEP and AES-GCM work.
  const enc = await encryptBody(key, routes.sessionLogin, CREDS)

  interface Case {
    name: string
    method: 'GET' | 'POST'
    path: string
    headers?: Record<string, string>
    body?: string
  }
  const cases: Case[] = [
    { name: 'GET /wps/system/test/ping (plain request)', method: 'GET', path: '/wps/system/test/ping' },
    {
      name: 'POST /wps/session/login, plain JSON',
      method: 'POST',
      path: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CREDS),
    },
    {
      name: 'POST /wps/session/login, RSA-OAEP + AES-GCM body',
      method: 'POST',
      path: '/wps/session/login',
      headers: enc.headers,
      body: JSON.stringify(enc.body),
    },
  ]

  async function run(c: Case, seconds: number) {
    const m = await measure(
      autocannon({
        url: `${base}${c.path}`,
        method: c.method,
        headers: c.headers ?? {},
        body: c.body,
        connections: CONNECTIONS,
        duration: seconds,
      }),
    )
    return { name: c.name, rps: m.latencies.length / seconds, requests: m.latencies.length, ...m }
  }

  const rows = []
  try {
    for (const c of cases) {
      await run(c, 2) // warm-up
      rows.push(await run(c, SECONDS))
    }
  } finally {
    await app.stop()
  }

  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU'
  console.log(`\nParlor login benchmark, ${new Date().toISOString().slice(0, 10)}`)
  console.log(`${cpus().length} × ${cpu}, Node ${process.version}; ${CONNECTIONS} connections, ${SECONDS} s per case\n`)
  console.log('| case | req/s | p50 ms | p95 ms | p99 ms | requests | errors |')
  console.log('|---|---:|---:|---:|---:|---:|---:|')
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.rps.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.requests} | ${r.errors} |`,
    )
}
