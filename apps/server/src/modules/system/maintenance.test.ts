import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { maintenanceWindows } from '../../db/schema.ts'
import { createMaintenance } from './maintenance.ts'

const T0 = Date.parse('2026-12-01T10:00:00Z')
const MIN = 60_000

/** A stand-in for the two reads maintenance.ts makes, counting them. */
function fakeDb(data: {
  windows: { vendorCode: string | null; startsAt: Date; endsAt: Date }[]
  switched: { vendorCode: string }[]
}) {
  const calls = { n: 0 }
  const db = {
    select: () => ({
      from: (table: unknown) => ({
        where: async () => {
          calls.n++
          return table === maintenanceWindows ? data.windows : data.switched
        },
      }),
    }),
  } as unknown as Db
  return { db, calls }
}

describe('maintenance state', () => {
  it('opens and closes a scheduled window on time from the cached rows', async () => {
    const { db, calls } = fakeDb({
      windows: [
        { vendorCode: null, startsAt: new Date(T0 + 10 * MIN), endsAt: new Date(T0 + 20 * MIN) },
        { vendorCode: 'PGS', startsAt: new Date(T0), endsAt: new Date(T0 + 5 * MIN) },
      ],
      switched: [{ vendorCode: 'JL' }],
    })
    let now = T0
    const m = createMaintenance(db, { ttlMs: 60 * MIN, now: () => now })
    const merchant = { id: 1, maintenance: false }
    const at = async (offsetMin: number) => {
      now = T0 + offsetMin * MIN
      const s = await m.state(merchant, new Date(now))
      return { merchant: s.merchant, vendors: [...s.vendors].sort() }
    }
    expect(await at(1)).toEqual({ merchant: false, vendors: ['JL', 'PGS'] })
    expect(await at(5)).toEqual({ merchant: false, vendors: ['JL'] })
    expect(await at(10)).toEqual({ merchant: true, vendors: ['JL'] })
    expect(await at(20)).toEqual({ merchant: false, vendors: ['JL'] })
    // One load (two queries) served every call within the cache time.
    expect(calls.n).toBe(2)
    expect((await m.state({ id: 1, maintenance: true }, new Date(now))).merchant).toBe(true)
  })

  it('reloads after the cache time or an invalidate, and once per request however often asked', async () => {
    const { db, calls } = fakeDb({ windows: [], switched: [] })
    let now = T0
    const m = createMaintenance(db, { ttlMs: 2000, now: () => now })
    const merchant = { id: 7, maintenance: false }
    await m.state(merchant, new Date(now))
    await m.state(merchant, new Date(now))
    expect(calls.n).toBe(2)
    now += 2000
    await m.state(merchant, new Date(now))
    expect(calls.n).toBe(4)
    m.invalidate(7)
    await m.state(merchant, new Date(now))
    expect(calls.n).toBe(6)
    m.invalidate(7)
    const req = { merchant }
    await Promise.all([m.ofRequest(req, new Date(now)), m.ofRequest(req, new Date(now))])
    expect(calls.n).toBe(8)
  })
})
