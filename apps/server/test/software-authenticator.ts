/**
 * A software passkey for tests (decision 043): an ES256 key pair from node:crypto that answers
 * WebAuthn creation options with a "none" attestation and request options with a signed assertion,
 * bytes laid out as the WebAuthn spec says (authenticator data, COSE key, CBOR). Enough CBOR for
 * that is written here: `@simplewebauthn/server` has no test authenticator.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n])
  if (n < 256) return Buffer.from([(major << 5) | 24, n])
  const b = Buffer.alloc(3)
  b[0] = (major << 5) | 25
  b.writeUInt16BE(n, 1)
  return b
}

type Cbor = number | string | Buffer | Map<number | string, Cbor>
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const s = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, s.length), s])
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value])
  const parts = [head(5, value.size)]
  for (const [k, v] of value) parts.push(cbor(k), cbor(v))
  return Buffer.concat(parts)
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest()
const b64url = (data: Buffer) => data.toString('base64url')

export interface SoftwarePasskeyOptions {
  /** Origin the browser would report, e.g. `http://localhost`. */
  origin: string
  /** Whether the device says it checked its owner (UV flag). */
  userVerified?: boolean
  /** Signature counter to start from; 0 keeps none (both zero is allowed by the spec). */
  counter?: number
}

export function softwarePasskey(opts: SoftwarePasskeyOptions) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const id = randomBytes(16)
  let counter = opts.counter ?? 0
  const keepsCounter = counter > 0
  let userHandle: Buffer | null = null
  const flags = (extra: number) => 0x01 | (opts.userVerified === false ? 0 : 0x04) | extra
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4)
    b.writeUInt32BE(n >>> 0)
    return b
  }
  const cose = cbor(
    new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  )
  const clientData = (type: string, challenge: string, origin = opts.origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

  return {
    id: b64url(id),
    /** The COSE public key, base64url, as a server stores it after registration. */
    publicKey: b64url(cose),
    /** Sets the counter the next assertion reports (a cloned or rolled-back authenticator). */
    setCounter(n: number) {
      counter = n
    },
    /** RegistrationResponseJSON for creation options `{ challenge, rp: { id }, user: { id } }`. */
    attest(options: { challenge: string; rp: { id?: string }; user: { id: string } }) {
      userHandle = Buffer.from(options.user.id, 'base64url')
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(id.length)
      const authData = Buffer.concat([
        sha256(options.rp.id ?? ''),
        Buffer.from([flags(0x40)]),
        counterBytes(counter),
        Buffer.alloc(16),
        idLength,
        id,
        cose,
      ])
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      )
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      }
    },
    /** AuthenticationResponseJSON for request options; the counter moves on by one when kept. */
    assert(options: { challenge: string; rpId?: string }, override: { origin?: string; rpId?: string } = {}) {
      if (keepsCounter) counter += 1
      const authData = Buffer.concat([
        sha256(override.rpId ?? options.rpId ?? ''),
        Buffer.from([flags(0)]),
        counterBytes(counter),
      ])
      const cd = clientData('webauthn.get', options.challenge, override.origin)
      const signature = sign('sha256', Buffer.concat([authData, sha256(cd)]), privateKey)
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(cd),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle: b64url(userHandle) } : {}),
        },
        clientExtensionResults: {},
      }
    },
  }
}
export type SoftwarePasskey = ReturnType<typeof softwarePasskey>
