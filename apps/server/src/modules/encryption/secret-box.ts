/**
 * Seals small secrets kept at rest (authenticator secrets) with AES-256-GCM, so a copy of the
 * database alone does not give them away. The key comes from config (`PARLOR_DATA_KEY`); without
 * one, a key is generated once and kept in `data_keys`, which protects nothing against a database
 * copy and is meant for development and demos only. Sealed text: `v1.` + base64url(iv ‖ ct ‖ tag).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { dataKeys } from '../../db/schema.ts'

const PREFIX = 'v1.'
const KEY_ID = 'secret-box'

export interface SecretBox {
  seal(plain: string, context: string): string
  open(sealed: string, context: string): string
}

/** `context` is bound as additional data: a sealed value copied to another row does not open there. */
export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the data key must be 32 bytes')
  return {
    seal(plain, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(context))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')
    },
    open(sealed, context) {
      if (!sealed.startsWith(PREFIX)) throw new Error('unknown sealed format')
      const blob = Buffer.from(sealed.slice(PREFIX.length), 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', key, blob.subarray(0, 12), { authTagLength: 16 })
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(blob.subarray(blob.length - 16))
      return Buffer.concat([decipher.update(blob.subarray(12, blob.length - 16)), decipher.final()]).toString('utf8')
    },
  }
}

/** The configured key, else the one kept in the database (made on first use; racing instances keep the first). */
export async function openSecretBox(db: Db, configured: string | undefined): Promise<SecretBox> {
  if (configured) return secretBox(Buffer.from(configured, 'base64'))
  await db
    .insert(dataKeys)
    .values({ id: KEY_ID, key: randomBytes(32).toString('base64') })
    .onConflictDoNothing()
  const [row] = await db.select().from(dataKeys).where(eq(dataKeys.id, KEY_ID))
  if (!row) throw new Error('data key missing')
  return secretBox(Buffer.from(row.key, 'base64'))
}
