/**
 * Merchants are read on every request but change rarely, so they are held in memory and
 * reloaded at most every `ttlMs` (and at once after an operator change through this
 * instance). Other instances see a change within `ttlMs`.
 */
import type { Merchant, MerchantRepository } from './merchant-repository.ts'

export interface MerchantSnapshot {
  byCode: Map<string, Merchant>
  byDomain: Map<string, Merchant>
  defaultMerchant: Merchant | null
  domainsOf: Map<number, string[]>
}

export function createMerchantRegistry(repo: MerchantRepository, ttlMs: number, now: () => number = Date.now) {
  let snapshot: MerchantSnapshot | null = null
  let loadedAt = 0
  let loading: Promise<MerchantSnapshot> | null = null

  async function load(): Promise<MerchantSnapshot> {
    const { merchants, domains } = await repo.listAll()
    const byId = new Map(merchants.map((m) => [m.id, m]))
    const byDomain = new Map<string, Merchant>()
    const domainsOf = new Map<number, string[]>()
    for (const d of domains) {
      const m = byId.get(d.merchantId)
      if (!m) continue
      byDomain.set(d.domain.toLowerCase(), m)
      domainsOf.set(m.id, [...(domainsOf.get(m.id) ?? []), d.domain])
    }
    return {
      byCode: new Map(merchants.map((m) => [m.code.toLowerCase(), m])),
      byDomain,
      defaultMerchant: merchants.find((m) => m.isDefault) ?? merchants[0] ?? null,
      domainsOf,
    }
  }

  async function current(): Promise<MerchantSnapshot> {
    if (snapshot && now() - loadedAt < ttlMs) return snapshot
    // One reload at a time; concurrent requests share it.
    loading ??= load()
      .then((s) => {
        snapshot = s
        loadedAt = now()
        return s
      })
      .finally(() => {
        loading = null
      })
    return loading
  }

  return {
    current,
    invalidate() {
      loadedAt = 0
    },
  }
}
export type MerchantRegistry = ReturnType<typeof createMerchantRegistry>
