/**
 * PostgreSQL's own yardstick for the wallet benchmarks: pgbench's TPC-B-like transaction, measured
 * on the same server in the same run, so that our figures can be read as a share of what the
 * database itself does.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { scratchDatabase } from '../../apps/server/test/databases.ts'
import { percentile } from './app-child.ts'

export interface TpcbResult {
  /** What produced the figure: the pgbench binary and version, or the in-process stand-in. */
  tool: string
  tps: number
  transactions: number
  failed: number
  avgMs: number
  /** From per-transaction latencies; null when none were recorded. */
  p50Ms: number | null
  p99Ms: number | null
}

/**
 * A checkpoint now, when the role may ask for one (a superuser, or a member of pg_checkpoint), so
 * that every measured run starts just after one. A checkpoint the server starts on its own (timed,
 * or when the WAL grows) writes each page in full at its first change after it: one landing inside
 * one case and not another moved that case by a third between runs of one build. Answers whether
 * it was taken.
 */
export async function checkpoint(dbUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: dbUrl })
  await client.connect()
  try {
    await client.query('CHECKPOINT')
    return true
  } catch {
    return false
  } finally {
    await client.end()
  }
}

/** pgbench from BENCH_PGBENCH, PATH, or Debian's versioned folders; `BENCH_PGBENCH=none` forces the stand-in. */
export function findPgbench(): string | null {
  const forced = process.env.BENCH_PGBENCH
  if (forced === 'none') return null
  if (forced) return forced
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean))
    if (existsSync(join(dir, 'pgbench'))) return join(dir, 'pgbench')
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    // Newest server version first.
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a))
    for (const v of versions)
      if (existsSync(join(debian, v, 'bin', 'pgbench'))) return join(debian, v, 'bin', 'pgbench')
  }
  return null
}

/** libpq's environment for a URL, so the password never shows in the process list. */
function libpqEnv(url: string): Record<string, string> {
  const u = new URL(url)
  return {
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
  }
}

function run(cmd: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
    })
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString()
    })
    child.once('error', fail)
    child.once('exit', (code) =>
      code === 0 ? ok(out) : fail(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${out}`)),
    )
  })
}

export interface TpcbOptions {
  clients: number
  seconds: number
  /** pgbench's scale factor: branches; tellers ×10, accounts ×100,000. */
  scale: number
}

/**
 * pgbench's built-in tpcb-like script (`pgbench -c C -j 2 -T S -M prepared`) on a scratch database
 * initialised at `scale`; latencies percentiles from its per-transaction log (`-l`), whose third
 * field is the transaction's time in microseconds.
 */
export async function runPgbench(binary: string, dbUrl: string, o: TpcbOptions): Promise<TpcbResult> {
  const env = libpqEnv(dbUrl)
  const versionText = (await run(binary, ['--version'], env)).trim()
  const version = versionText.match(/\d+(\.\d+)+/)?.[0] ?? versionText
  await run(binary, ['-i', '-q', '-s', String(o.scale)], env)
  await checkpoint(dbUrl)
  const logDir = mkdtempSync(join(tmpdir(), 'parlor-pgbench-'))
  try {
    const out = await run(
      binary,
      [
        '-c',
        String(o.clients),
        '-j',
        String(Math.min(2, o.clients)),
        '-T',
        String(o.seconds),
        '-M',
        'prepared',
        '-l',
        `--log-prefix=${join(logDir, 'tx')}`,
      ],
      env,
    )
    const num = (re: RegExp) => Number(out.match(re)?.[1] ?? Number.NaN)
    const latencies: number[] = []
    for (const file of readdirSync(logDir))
      for (const line of readFileSync(join(logDir, file), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2])
        if (line && Number.isFinite(us)) latencies.push(us / 1000)
      }
    latencies.sort((a, b) => a - b)
    return {
      tool: `pgbench ${version}, built-in tpcb-like, -j ${Math.min(2, o.clients)}, -M prepared`,
      tps: num(/tps = ([\d.]+) \(without initial connection time\)/),
      transactions: num(/number of transactions actually processed: (\d+)/),
      failed: num(/number of failed transactions: (\d+)/) || 0,
      avgMs: num(/latency average = ([\d.]+) ms/),
      p50Ms: latencies.length ? percentile(latencies, 50) : null,
      p99Ms: latencies.length ? percentile(latencies, 99) : null,
    }
  } finally {
    rmSync(logDir, { recursive: true, force: true })
  }
}

/** pgbench's tables at `scale`, filled as `pgbench -i` does (no filler text, primary keys after the load). */
async function initTpcb(client: pg.Client, scale: number) {
  await client.query(`
    create table pgbench_branches (bid int not null, bbalance int, filler char(88)) with (fillfactor = 100);
    create table pgbench_tellers (tid int not null, bid int, tbalance int, filler char(84)) with (fillfactor = 100);
    create table pgbench_accounts (aid int not null, bid int, abalance int, filler char(84)) with (fillfactor = 100);
    create table pgbench_history (tid int, bid int, aid int, delta int, mtime timestamp, filler char(22));
    insert into pgbench_branches (bid, bbalance) select b, 0 from generate_series(1, ${scale}) b;
    insert into pgbench_tellers (tid, bid, tbalance) select t, (t - 1) / 10 + 1, 0 from generate_series(1, ${scale * 10}) t;
    insert into pgbench_accounts (aid, bid, abalance, filler)
      select a, (a - 1) / 100000 + 1, 0, '' from generate_series(1, ${scale * 100_000}) a;
    alter table pgbench_branches add primary key (bid);
    alter table pgbench_tellers add primary key (tid);
    alter table pgbench_accounts add primary key (aid);
  `)
  await client.query('vacuum analyze')
}

/** pgbench's built-in tpcb-like script, statement by statement, with the variables each one takes. */
const TPCB_SCRIPT: { text: string; values: (v: Record<'aid' | 'bid' | 'tid' | 'delta', number>) => number[] }[] = [
  { text: 'UPDATE pgbench_accounts SET abalance = abalance + $1 WHERE aid = $2', values: (v) => [v.delta, v.aid] },
  { text: 'SELECT abalance FROM pgbench_accounts WHERE aid = $1', values: (v) => [v.aid] },
  { text: 'UPDATE pgbench_tellers SET tbalance = tbalance + $1 WHERE tid = $2', values: (v) => [v.delta, v.tid] },
  { text: 'UPDATE pgbench_branches SET bbalance = bbalance + $1 WHERE bid = $2', values: (v) => [v.delta, v.bid] },
  {
    text: 'INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES ($1, $2, $3, $4, CURRENT_TIMESTAMP)',
    values: (v) => [v.tid, v.bid, v.aid, v.delta],
  },
]

const randomInt = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1))

/**
 * The same five statements as pgbench's tpcb-like script, in BEGIN/COMMIT with random aid, bid,
 * tid and delta, over `clients` connections each running one transaction after another with
 * named (prepared) statements: the stand-in when no pgbench binary is installed.
 */
export async function runTpcbInProcess(dbUrl: string, o: TpcbOptions): Promise<TpcbResult> {
  const setup = new pg.Client({ connectionString: dbUrl })
  await setup.connect()
  try {
    await initTpcb(setup, o.scale)
  } finally {
    await setup.end()
  }
  await checkpoint(dbUrl)
  const pool = new pg.Pool({ connectionString: dbUrl, max: o.clients })
  // Each worker keeps its connection, as a pgbench client does, so statements stay prepared on it.
  const clients = await Promise.all(Array.from({ length: o.clients }, () => pool.connect()))
  const latencies: number[] = []
  let failed = 0
  const started = performance.now()
  const deadline = started + o.seconds * 1000
  try {
    await Promise.all(
      clients.map(async (c) => {
        while (performance.now() < deadline) {
          const v = {
            aid: randomInt(1, 100_000 * o.scale),
            bid: randomInt(1, o.scale),
            tid: randomInt(1, 10 * o.scale),
            delta: randomInt(-5000, 5000),
          }
          const t0 = performance.now()
          try {
            await c.query('BEGIN')
            for (const [k, statement] of TPCB_SCRIPT.entries())
              await c.query({ name: `tpcb-${k + 1}`, text: statement.text, values: statement.values(v) })
            await c.query('COMMIT')
            latencies.push(performance.now() - t0)
          } catch {
            failed++
            await c.query('ROLLBACK').catch(() => {})
          }
        }
      }),
    )
  } finally {
    for (const c of clients) c.release()
    await pool.end()
  }
  const elapsed = (performance.now() - started) / 1000
  const avgMs = latencies.reduce((s, l) => s + l, 0) / (latencies.length || 1)
  latencies.sort((a, b) => a - b)
  return {
    tool: `no pgbench: its tpcb-like statements through a pg Pool of ${o.clients}, prepared`,
    tps: latencies.length / elapsed,
    transactions: latencies.length,
    failed,
    avgMs,
    p50Ms: latencies.length ? percentile(latencies, 50) : null,
    p99Ms: latencies.length ? percentile(latencies, 99) : null,
  }
}

/** pgbench when installed, else the in-process stand-in, on a scratch database dropped afterwards. */
export async function postgresReference(adminUrl: string, o: TpcbOptions): Promise<TpcbResult> {
  const scratch = await scratchDatabase(adminUrl, 'parlor_pgbench')
  try {
    const binary = findPgbench()
    return binary ? await runPgbench(binary, scratch.url, o) : await runTpcbInProcess(scratch.url, o)
  } finally {
    await scratch.drop()
  }
}
