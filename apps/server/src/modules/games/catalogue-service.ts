/**
 * Keeps the in-memory catalogue current. Each instance checks the catalogue version in
 * the database at most every `checkEveryMs` and rebuilds when it moved, so a change made
 * through any instance reaches all of them within that interval without a message bus.
 */
import { buildSnapshot, type CatalogueSnapshot } from './catalogue-index.ts'
import type { CatalogueRepository } from './catalogue-repository.ts'

export function createCatalogue(repo: CatalogueRepository, opts: { checkEveryMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now
  let snapshot: CatalogueSnapshot | null = null
  let version = -1
  let checkedAt = 0
  let pending: Promise<CatalogueSnapshot> | null = null

  async function refresh(): Promise<CatalogueSnapshot> {
    const v = await repo.version()
    if (!snapshot || v !== version) {
      snapshot = buildSnapshot(await repo.load())
      version = v
    }
    checkedAt = now()
    return snapshot
  }

  return {
    async current(): Promise<CatalogueSnapshot> {
      if (snapshot && now() - checkedAt < opts.checkEveryMs) return snapshot
      pending ??= refresh().finally(() => {
        pending = null
      })
      return pending
    },
    /** Rebuild on the next read (used after this instance changed the catalogue). */
    invalidate() {
      checkedAt = 0
      version = -1
    },
  }
}
export type Catalogue = ReturnType<typeof createCatalogue>
