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

/** How long a key row is trusted from memory before the database is asked again. */
const CACHE_MS = 60_000

export function createKeyStore(db: Db, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; row: Row | null }>()
  const activeCache = new Map<string, { at: number; row: Row }>()

  async function active(scheme: 'legacy' | 'oaep'): Promise<Row> {
    const hit = activeCache.get(scheme)
    if (hit && now() - hit.at < CACHE_MS) return hit.row
    const select = () =>
      db
        .select()
        .from(rsaKeys)
        .where(and(eq(rsaKeys.scheme, scheme), isNull(rsaKeys.retiredAt)))
    let [row] = await select()
    if (!row) {
      await db
        .insert(rsaKeys)
        .values(await makeRow(scheme))
        .onConflictDoNothing()
      ;[row] = await select()
    }
    if (!row) throw new Error(`no ${scheme} key`)
    activeCache.set(scheme, { at: now(), row })
    return row
  }

  async function find(scheme: 'legacy' | 'oaep', column: 'id' | 'publicKey', value: string): Promise<Row | null> {
    const key = `${scheme}:${column}:${value}`
    const hit = cache.get(key)
    if (hit && now() - hit.at < CACHE_MS) return hit.row
    const [row] = await db
      .select()
      .from(rsaKeys)
      .where(and(eq(rsaKeys.scheme, scheme), eq(column === 'id' ? rsaKeys.id : rsaKeys.publicKey, value)))
    const usable = row && !row.retiredAt ? row : null
    cache.set(key, { at: now(), row: usable })
    return usable
  }

  return {
    activeLegacy: async () => toLegacy(await active('legacy')),
    activeOaep: async () => toOaep(await active('oaep')),
    /** By the modulus a legacy client echoes in X-RSA. */
    legacyByModulus: async (hex: string) => {
      const row = await find('legacy', 'publicKey', hex.toLowerCase())
      return row ? toLegacy(row) : null
    },
    oaepById: async (id: string) => {
      const row = await find('oaep', 'id', id)
      return row ? toOaep(row) : null
    },
  }
}
export type KeyStore = ReturnType<typeof createKeyStore>
