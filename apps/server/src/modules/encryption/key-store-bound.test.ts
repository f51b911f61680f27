/**
 * X-RSA is whatever an unauthenticated caller sends. However many different values arrive, the key
 * store holds a bounded number of entries and the heap does not grow with them.
 */
import { randomBytes, randomInt } from 'node:crypto'
import { runInNewContext } from 'node:vm'
import { setFlagsFromString } from 'node:v8'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { createKeyStore, type KeyStore } from './key-store.ts'

// A collector this file can call without a flag on the whole test project.
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

const REQUESTS = 50_000
// Under PARLOR_DB_QUEUE_MAX (64), which would answer busy past it.
const BATCH = 50
/** The old unbounded cache grew about 80 MiB per 20,000 such requests. */
const HEAP_GROWTH_MAX = 16 * 1024 * 1024

let t: TestContext
let keys: KeyStore
beforeAll(async () => {
  t = await createTestApp(
    // Merchant settings from memory and no address limit: the key store is what is measured.
    { PARLOR_CONFIG_CACHE_MS: '600000', PARLOR_RATE_LIMIT_MAX: '0' },
    { keyStore: (db) => (keys = createKeyStore(db)) },
  )
})
afterAll(() => t.close())

const hex = (bytes: number) => randomBytes(bytes).toString('hex')
const junk = () => randomBytes(randomInt(1, 200)).toString('base64')
/** Well-formed ids and moduli that name no key, and things that cannot be ids at all. */
const KINDS = [
  () => `oaep-${hex(8)}`,
  () => hex(128),
  () => `legacy-${hex(6)}`,
  () => `oaep-${junk()}`,
  junk,
  () => hex(127),
]

const anyKeyId = (i: number) => (KINDS[i % KINDS.length] ?? junk)()

const attempt = (keyId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: JSON.stringify({ value: 'AAAA' }),
    headers: { 'content-type': 'application/json', encryption: 'AAAA', 'x-rsa': keyId, 'x-digest': 'AAAA' },
  })

describe('encryption key cache', { timeout: 120_000 }, () => {
  it('stays within its cap and the heap stays flat over 50,000 unknown key ids', async () => {
    for (let i = 0; i < 500; i++) expect((await attempt(anyKeyId(i))).statusCode).toBe(400)
    gc()
    const before = process.memoryUsage().heapUsed
    const started = performance.now()
    // In parallel batches, as a flood arrives; each answer is the refusal of an unreadable body.
    for (let i = 0; i < REQUESTS; i += BATCH) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(BATCH, REQUESTS - i) }, (_, j) => attempt(anyKeyId(i + j))),
      )
      for (const res of answers) if (res.statusCode !== 400) expect(res.statusCode, res.body).toBe(400)
    }
    const seconds = (performance.now() - started) / 1000
    gc()
    const growth = process.memoryUsage().heapUsed - before
    console.info(
      `${REQUESTS} requests in ${seconds.toFixed(1)} s; key cache ${keys.cacheSize()} entries; heap growth ${(growth / 1048576).toFixed(1)} MiB`,
    )
    // One row per scheme, whatever was asked for.
    expect(keys.cacheSize()).toBeLessThanOrEqual(2)
    expect(growth).toBeLessThan(HEAP_GROWTH_MAX)
  })

  it('still finds the real keys after the flood', async () => {
    const modulus = (await t.app.inject({ url: '/wps/session/key/rsa' })).body
    expect(await keys.legacyByModulus(modulus.toUpperCase())).not.toBeNull()
    const oaep = (await t.app.inject({ url: '/wps/session/key/rsa?scheme=oaep' })).json().value.keyId
    expect(await keys.oaepById(oaep)).not.toBeNull()
    expect(await keys.oaepById(`${oaep}0`)).toBeNull()
  })
})
