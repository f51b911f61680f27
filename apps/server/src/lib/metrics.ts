/**
 * Prometheus metrics of one app instance: each app has its own Registry (tests build many apps
 * in one process, and prom-client's global registry refuses a metric registered twice). Labels
 * are closed sets (route patterns, methods, status classes, job names, error codes), never raw
 * URLs or ids, so the number of series stays bounded whatever callers send.
 *
 * Add a metric here, count it where the work happens through the functions below, and name it
 * `parlor_<what>_<unit>` (README, "Deployment and operations").
 */
import { channel, subscribe, unsubscribe } from 'node:diagnostics_channel'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

const LEDGER_POSTING_CHANNEL = 'parlor.ledger.posting'

export interface LedgerPostingEvent {
  kind: string
  replayed: boolean
}

/**
 * Where the ledger's posting function reports each posting. It only sees a transaction, not the
 * app, so it publishes on a process-wide channel (free when nobody listens) and each app's
 * metrics subscribe.
 */
export const ledgerPostings = channel(LEDGER_POSTING_CHANNEL)

/** Runs a background job and counts its run, outcome and duration. */
export type JobObserver = <T>(job: string, run: () => Promise<T>) => Promise<T>

/** What a gauge of the database's own queue reads (pg pool; the embedded database's request bound). */
export interface DatabaseUse {
  pool?: () => { total: number; idle: number; waiting: number }
  /** Requests in progress against the embedded database's bound, and the bound. */
  queue?: () => { inProgress: number; max: number }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * `enabled` false (no /metrics token): the counters exist but nothing feeds the costly parts,
 * neither the process metrics' timers nor the ledger channel.
 */
export function createMetrics(opts: { enabled: boolean }) {
  const registry = new Registry()
  if (opts.enabled) collectDefaultMetrics({ register: registry })

  const requests = new Counter({
    name: 'parlor_http_requests_total',
    help: 'Answered requests by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'parlor_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const errors = new Counter({
    name: 'parlor_http_errors_total',
    help: 'Error answers by route pattern and errorCode.',
    labelNames: ['route', 'code'] as const,
    registers: [registry],
  })
  const logins = new Counter({
    name: 'parlor_logins_total',
    help: 'Member sign-ins by outcome (success, failure) and errorCode of the failure.',
    labelNames: ['outcome', 'code'] as const,
    registers: [registry],
  })
  const postings = new Counter({
    name: 'parlor_ledger_postings_total',
    help: 'Ledger transactions posted (replayed: an idempotent retry answered from the first posting).',
    labelNames: ['kind', 'replayed'] as const,
    registers: [registry],
  })
  const jobRuns = new Counter({
    name: 'parlor_job_runs_total',
    help: 'Background job runs (lottery ticks, sweeps) by job and outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  })
  const jobDuration = new Histogram({
    name: 'parlor_job_duration_seconds',
    help: 'Background job run time by job.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    registers: [registry],
  })

  const onPosting = (message: unknown) => {
    const e = message as LedgerPostingEvent
    // Kinds are code constants; anything else is folded so that no caller can mint series.
    postings.inc({ kind: /^[a-z_]{1,32}$/.test(e.kind) ? e.kind : 'other', replayed: String(e.replayed) })
  }
  // Postings come through a process-wide channel (the posting function only sees a transaction):
  // with two apps in one process (some tests), each counts the other's postings too.
  if (opts.enabled) subscribe(LEDGER_POSTING_CHANNEL, onPosting)

  return {
    registry,
    request(route: string | undefined, method: string, statusCode: number, seconds: number) {
      const labels = {
        route: route ?? 'unmatched',
        method: METHODS.has(method) ? method : 'OTHER',
        status: `${Math.floor(statusCode / 100)}xx`,
      }
      requests.inc(labels)
      duration.observe(labels, seconds)
    },
    error(route: string | undefined, code: string) {
      errors.inc({ route: route ?? 'unmatched', code })
    },
    login(outcome: 'success' | 'failure', code = '') {
      logins.inc({ outcome, code })
    },
    job: (async (job, run) => {
      const stop = jobDuration.startTimer({ job })
      try {
        const out = await run()
        jobRuns.inc({ job, outcome: 'ok' })
        return out
      } catch (err) {
        jobRuns.inc({ job, outcome: 'failed' })
        throw err
      } finally {
        stop()
      }
    }) as JobObserver,
    /** Gauges read when Prometheus scrapes, not kept up to date on every query. */
    watchDatabase(use: DatabaseUse) {
      const { pool, queue } = use
      if (pool)
        new Gauge({
          name: 'parlor_db_pool_connections',
          help: 'PostgreSQL pool connections by state (total, idle, waiting: requests queued for one).',
          labelNames: ['state'] as const,
          registers: [registry],
          collect() {
            const s = pool()
            this.set({ state: 'total' }, s.total)
            this.set({ state: 'idle' }, s.idle)
            this.set({ state: 'waiting' }, s.waiting)
          },
        })
      if (queue)
        new Gauge({
          name: 'parlor_db_queue_requests',
          help: 'Embedded database: requests in progress and the bound past which they answer busy.',
          labelNames: ['state'] as const,
          registers: [registry],
          collect() {
            const q = queue()
            this.set({ state: 'in_progress' }, q.inProgress)
            this.set({ state: 'max' }, q.max)
          },
        })
    },
    close() {
      if (opts.enabled) unsubscribe(LEDGER_POSTING_CHANNEL, onPosting)
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>
