/**
 * RSA key pairs for encrypted bodies, kept in the database so that every instance decrypts
 * what any instance's key answer was used for. A missing active key is made on first use;
 * two instances racing to make one settle on whichever row lands first (partial unique index).
 * Keys are not rotated automatically: retire one by setting `retired_at` and a new one is made.
 */
import { generateKeyPair, createPrivateKey, type KeyObject, type JsonWebKey } from 'node:crypto'
import { promisify } from 'node:util'
import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { MODERN_KEY_ID_PREFIX } from '@parlor/contract'
import type { Db } from '../../db/client.ts'
import { rsaKeys } from '../../db/schema.ts'

const generate = promisify(generateKeyPair)

export interface LegacyKeyPair {
  id: string
  /** 256 lower-case hex digits. */
  modulusHex: string
  privateKey: KeyObject
}

export interface OaepKeyPair {
  id: string
  /** SPKI DER, base64. */
  publicKey: string
  privateKey: KeyObject
}

type Row = typeof rsaKeys.$inferSelect
const privateKeyOf = (row: Row) => createPrivateKey({ key: JSON.parse(row.privateKey) as JsonWebKey, format: 'jwk' })

const toLegacy = (row: Row): LegacyKeyPair => ({ id: row.id, modulusHex: row.publicKey, privateKey: privateKeyOf(row) })

const toOaep = (row: Row): OaepKeyPair => ({ id: row.id, publicKey: row.publicKey, privateKey: privateKeyOf(row) })

async function makeRow(scheme: 'legacy' | 'oaep') {
  const bits = scheme === 'legacy' ? 1024 : 2048
  const { publicKey, privateKey } = await generate('rsa', { modulusLength: bits, publicExponent: 0x10001 })
  const jwk = privateKey.export({ format: 'jwk' })
  const id =
    scheme === 'legacy'
      ? `legacy-${randomBytes(6).toString('hex')}`
      : `${MODERN_KEY_ID_PREFIX}${randomBytes(8).toString('hex')}`
  const pub =
    scheme === 'legacy'
      ? Buffer.from(jwk.n ?? '', 'base64url').toString('hex')
      : publicKey.export({ type: 'spki', format: 'der' }).toString('base64')
  return { id, scheme, publicKey: pub, privateKey: JSON.stringify(jwk) }
}

type Scheme = 'legacy' | 'oaep'

/** How long a key row is trusted from memory before the database is asked again. */
const CACHE_MS = 60_000
/**
 * An id or modulus that is not the key in memory may be a key another instance has just made:
 * the database is asked again, but not more often than this, however many unknown ids arrive.
 */
const REREAD_MS = 1000

/** What makeRow writes: a 1024-bit modulus (legacy clients echo it) and `oaep-` plus 16 hex digits. */
const LEGACY_MODULUS = /^[0-9a-f]{256}$/
const OAEP_ID = new RegExp(`^${MODERN_KEY_ID_PREFIX}[0-9a-f]{16}$`)

/**
 * Only the usable key of each scheme is held, never anything named by a request: the partial
 * unique index allows one unretired key per scheme, so any other id or modulus cannot be ours.
 * Whatever X-RSA values callers send, memory holds two rows and the database sees at most one
 * read per scheme per second.
 */
export function createKeyStore(db: Db, now: () => number = Date.now) {
  const usable = new Map<Scheme, { at: number; row: Row | null }>()
  const reading = new Map<Scheme, Promise<Row | null>>()

  /** The scheme's unretired key from the database; concurrent callers share one read. */
  function read(scheme: Scheme): Promise<Row | null> {
    let pending = reading.get(scheme)
    if (!pending) {
      pending = db
        .select()
        .from(rsaKeys)
        .where(and(eq(rsaKeys.scheme, scheme), isNull(rsaKeys.retiredAt)))
        .then(([row]) => {
          usable.set(scheme, { at: now(), row: row ?? null })
          return row ?? null
        })
        .finally(() => reading.delete(scheme))
      reading.set(scheme, pending)
    }
    return pending
  }

  async function current(scheme: Scheme, maxAgeMs: number): Promise<Row | null> {
    const hit = usable.get(scheme)
    if (hit && now() - hit.at < maxAgeMs) return hit.row
    return read(scheme)
  }

  async function active(scheme: Scheme): Promise<Row> {
    let row = await current(scheme, CACHE_MS)
    if (!row) {
      await db
        .insert(rsaKeys)
        .values(await makeRow(scheme))
        .onConflictDoNothing()
      // A read that began before the insert may not see the row: wait for it, then read again.
      await reading.get(scheme)?.catch(() => null)
      row = await read(scheme)
    }
    if (!row) throw new Error(`no ${scheme} key`)
    return row
  }

  async function find(scheme: Scheme, matches: (row: Row) => boolean): Promise<Row | null> {
    const row = await current(scheme, CACHE_MS)
    if (row && matches(row)) return row
    const fresh = await current(scheme, REREAD_MS)
    return fresh && matches(fresh) ? fresh : null
  }

  return {
    activeLegacy: async () => toLegacy(await active('legacy')),
    activeOaep: async () => toOaep(await active('oaep')),
    /** By the modulus a legacy client echoes in X-RSA. */
    legacyByModulus: async (hex: string) => {
      const modulus = hex.toLowerCase()
      // X-RSA is whatever the caller sent: what cannot be a modulus of ours is refused unread.
      if (!LEGACY_MODULUS.test(modulus)) return null
      const row = await find('legacy', (r) => r.publicKey === modulus)
      return row ? toLegacy(row) : null
    },
    oaepById: async (id: string) => {
      if (!OAEP_ID.test(id)) return null
      const row = await find('oaep', (r) => r.id === id)
      return row ? toOaep(row) : null
    },
    /** Rows held in memory (at most one per scheme), for the bound's test. */
    cacheSize: () => usable.size,
  }
}
export type KeyStore = ReturnType<typeof createKeyStore>
