/**
 * The lottery's clockwork: each tick makes sure every game's current and next numero exist (with
 * their commitments), draws the numeros whose time has come, and settles the drawn ones. Safe with
 * several servers ticking on one database: creation, draw and each sub-order's end are each decided
 * by one conditional statement (lottery-draws.ts, lottery-settlement.ts), so a second scheduler
 * finds the work done and does nothing. Within one process, ticks never overlap.
 */
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { JobObserver } from '../../lib/metrics.ts'
import { drawDue, type EnsuredSlots, ensureAllCurrent } from './lottery-draws.ts'
import { createLotteryRepository } from './lottery-repository.ts'
import { settleNumero } from './lottery-settlement.ts'

export interface LotteryTick {
  /** Numeros this tick created. */
  created: number
  /** Numeros this tick drew. */
  drawn: number
  /** Sub-orders this tick settled (won or lost; stopped ones are refunds, not counted). */
  settled: number
}

export interface LotterySchedulerDeps {
  db: Db
  clock: Clock
  /** Where failed ticks are reported (the app passes its logger); default stderr. */
  log?: { warn(obj: object, msg: string): void }
  /** Counts and times each tick (the app's metrics); default: runs it as is. */
  observe?: JobObserver
}

export function createLotteryScheduler({ db, clock, log, observe }: LotterySchedulerDeps) {
  const warn = log ? log.warn.bind(log) : (obj: object, msg: string) => console.error(msg, obj)
  let running: Promise<LotteryTick> | null = null
  let timer: ReturnType<typeof setInterval> | null = null
  const ensured: EnsuredSlots = new Map()

  async function run(): Promise<LotteryTick> {
    const now = clock.now()
    const created = await ensureAllCurrent(db, now.getTime(), ensured)
    // One numero that cannot be drawn must not stop every game's draws; it stays for an operator.
    const drawn = await drawDue(db, now, (err, numero) =>
      warn({ err, gameCode: numero.gameCode, numero: numero.numero }, 'lottery draw failed'),
    )
    let settled = 0
    for (const numero of await createLotteryRepository(db).unsettledNumeros()) {
      // One numero that cannot settle (a busy database, a bad row) must not hold up the others;
      // it stays drawn and the next tick tries it again.
      try {
        settled += await settleNumero(db, clock, numero)
      } catch (err) {
        warn({ err, gameCode: numero.gameCode, numero: numero.numero }, 'lottery settlement failed')
      }
    }
    return { created, drawn, settled }
  }

  /** One tick; a tick asked for while one runs starts after it (never two at once in one process). */
  function tick(): Promise<LotteryTick> {
    const previous = running
    const observed = () => (observe ? observe('lottery_tick', run) : run())
    const next: Promise<LotteryTick> = (previous ? previous.catch(() => null) : Promise.resolve()).then(observed)
    running = next
    const clear = () => {
      if (running === next) running = null
    }
    next.then(clear, clear)
    return next
  }

  return {
    tick,
    /** Ticks every `everyMs` (timer unref'd: it never keeps the process alive); a running tick is not doubled. */
    start(everyMs: number): void {
      if (timer || everyMs <= 0) return
      timer = setInterval(() => {
        if (running) return
        tick().catch((err: unknown) => warn({ err }, 'lottery tick failed'))
      }, everyMs)
      timer.unref()
    },
    /** Stops the timer and waits for a running tick to finish. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer)
      timer = null
      await running?.catch(() => null)
    },
  }
}
export type LotteryScheduler = ReturnType<typeof createLotteryScheduler>
