import { ErrorCode } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { AppError } from '../lib/errors.ts'
import { isTransientDbError, retryTransient } from './retry.ts'

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code })
/** As drizzle reports a failed query: its own error, the driver's error as `cause`. */
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: pgError(code) })
const noSleep = async () => {}

describe('retryTransient', () => {
  it('runs a transaction again after deadlocks and answers its result', async () => {
    let runs = 0
    const result = await retryTransient(
      async () => {
        runs++
        if (runs <= 2) throw wrapped('40P01')
        return 'posted'
      },
      { sleep: noSleep },
    )
    expect(result).toBe('posted')
    expect(runs).toBe(3)
  })

  it('gives up after the bounded number of runs with the retryable busy error', async () => {
    let runs = 0
    const err = await retryTransient(
      async () => {
        runs++
        throw pgError('40001')
      },
      { sleep: noSleep, attempts: 3 },
    ).catch((e: unknown) => e)
    expect(runs).toBe(3)
    expect(err).toBeInstanceOf(AppError)
    expect(err).toMatchObject({ statusCode: 503, errorCode: ErrorCode.serverBusy })
  })

  it('passes other failures through on the first run', async () => {
    let runs = 0
    const refused = new AppError(409, 'wallet.insufficient.balance')
    await expect(
      retryTransient(
        async () => {
          runs++
          throw refused
        },
        { sleep: noSleep },
      ),
    ).rejects.toBe(refused)
    expect(runs).toBe(1)
    expect(isTransientDbError(pgError('23505'))).toBe(false)
    expect(isTransientDbError(wrapped('40001'))).toBe(true)
  })

  it('waits a little longer, with jitter, between runs', async () => {
    const waits: number[] = []
    await retryTransient(
      async () => {
        if (waits.length < 2) throw pgError('40P01')
        return null
      },
      { baseDelayMs: 10, sleep: async (ms) => void waits.push(ms) },
    )
    expect(waits).toHaveLength(2)
    expect(waits[0]).toBeGreaterThanOrEqual(5)
    expect(waits[0]).toBeLessThanOrEqual(15)
    expect(waits[1]).toBeGreaterThanOrEqual(10)
    expect(waits[1]).toBeLessThanOrEqual(30)
  })
})
