/**
 * A client of the original encryption (wire-contract §2.2), written from the description with
 * BigInt rather than with the server's code, so the tests check the server against the spec.
 */
import { randomInt } from 'node:crypto'
import CryptoJS from 'crypto-js'

// sic: 'T' twice, no 'Y', no 'j' (wire-contract §2.2).
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz'

export function rndString(): string {
  let s = ''
  for (let i = 0; i < 16; i++) s += ALPHABET[randomInt(0, ALPHABET.length)]
  return s
}

function powMod(b: bigint, e: bigint, m: bigint): bigint {
  let r = 1n
  let x = b % m
  let k = e
  while (k > 0n) {
    if (k & 1n) r = (r * x) % m
    x = (x * x) % m
    k >>= 1n
  }
  return r
}

/** RSA.js `encryptedString` with e = 10001 (hex): char codes little-endian, no padding, hex out. */
export function rsaJsEncrypt(modulusHex: string, text: string): string {
  const n = BigInt(`0x${modulusHex}`)
  let m = 0n
  for (let i = text.length - 1; i >= 0; i--) m = (m << 8n) | BigInt(text.charCodeAt(i))
  // RSA.js prints 4 hex digits per 16-bit digit, most significant first.
  let hex = powMod(m, 0x10001n, n).toString(16)
  while (hex.length % 4) hex = `0${hex}`
  return hex
}

export interface LegacyEncrypted {
  rsa: string
  des: string
  rnd: string
}

export function legacyEncrypt(modulusHex: string, payload: unknown, rnd = rndString()): LegacyEncrypted {
  const reversed = [...rnd].reverse().join('')
  const rsa = rsaJsEncrypt(modulusHex, reversed)
  const des = CryptoJS.DES.encrypt(JSON.stringify(payload), CryptoJS.enc.Utf8.parse(rnd), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString()
  return { rsa, des, rnd }
}
