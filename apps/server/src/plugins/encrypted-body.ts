/**
 * Decrypts the bodies of the calls the contract lists in ENCRYPTED_CALLS (wire-contract §2)
 * in one preParsing step, so handlers and schemas see plain JSON. Two schemes:
 *  - modern (X-RSA names an `oaep-` key): RSA-OAEP-256 + AES-256-GCM, see contract crypto.ts;
 *  - legacy (any other X-RSA, or none): the original textbook RSA + DES, only for merchants
 *    with `legacyEncryption` on; others get 400 `legacy_encryption_disabled`.
 * Without an `Encryption` header the body is passed on as plain JSON only when
 * PARLOR_ALLOW_PLAIN_AUTH is on. Anything that does not decrypt answers 400 `request_body_required`.
 */
import { Readable } from 'node:stream'
import { ENCRYPTED_CALLS, ErrorCode, MODERN_KEY_ID_PREFIX } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors.ts'
import type { KeyStore } from '../modules/encryption/key-store.ts'
import { desDecrypt, legacyCipherText, recoverLegacyKey } from '../modules/encryption/legacy-scheme.ts'
import { modernDecrypt } from '../modules/encryption/modern-scheme.ts'

const ENCRYPTED = new Set(ENCRYPTED_CALLS)
const unreadable = () => new AppError(400, ErrorCode.requestBodyRequired)

async function readAll(stream: NodeJS.ReadableStream, limit: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer)
    size += b.length
    if (size > limit) throw new AppError(413, ErrorCode.requestBodyTooLarge)
    chunks.push(b)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name]
  const s = (Array.isArray(v) ? v[0] : v)?.trim()
  return s ? s.replace(/^"(.*)"$/, '$1') : undefined
}

export const encryptedBodyPlugin = fp<{ keys: KeyStore; allowPlain: boolean; bodyLimit: number }>(
  async (app: FastifyInstance, { keys, allowPlain, bodyLimit }) => {
    app.addHook('preParsing', async (request, _reply, payload) => {
      const path = request.routeOptions.url ?? ''
      if (!ENCRYPTED.has(`${request.method} ${path}`)) return payload
      const encryption = header(request, 'encryption')
      const body = await readAll(payload, bodyLimit)
      let plain: string | null

      if (!encryption) {
        if (!allowPlain || !body.trim()) throw unreadable()
        plain = body
      } else {
        const keyId = header(request, 'x-rsa')
        if (keyId?.startsWith(MODERN_KEY_ID_PREFIX)) {
          const key = await keys.oaepById(keyId)
          if (!key) throw unreadable()
          plain = modernDecrypt({
            privateKey: key.privateKey,
            encryption,
            digest: header(request, 'x-digest'),
            body,
            method: request.method,
            path,
          })
        } else {
          if (!request.merchant?.legacyEncryption) throw new AppError(400, ErrorCode.legacyEncryptionDisabled)
          const key = keyId ? await keys.legacyByModulus(keyId) : await keys.activeLegacy()
          const secret = key && recoverLegacyKey(encryption, key)
          const cipher = legacyCipherText(body)
          const digest = header(request, 'x-digest')
          // Newer clients repeat the DES text in X-Digest; when they do, it must match.
          if (!secret || !cipher || (digest && digest !== cipher)) throw unreadable()
          plain = desDecrypt(cipher, secret)
        }
      }
      if (!plain) throw unreadable()
      try {
        JSON.parse(plain)
      } catch {
        throw unreadable()
      }
      const bytes = Buffer.from(plain, 'utf8')
      request.headers['content-type'] = 'application/json'
      request.headers['content-length'] = String(bytes.length)
      delete request.headers['transfer-encoding']
      return Readable.from([bytes])
    })
  },
)
