import Base64 from 'crypto-js/enc-base64'
import Utf8 from 'crypto-js/enc-utf8'
import CryptoJS from 'crypto-js/core'
import 'crypto-js/tripledes'
import ECB from 'crypto-js/mode-ecb'
import Pkcs7 from 'crypto-js/pad-pkcs7'

// tripledes.js registers both DES and TripleDES on the shared core object.

/**
 * Customer-service links travel as `base64(DES-ECB-PKCS7(url, key8)) + key8` (wire-contract §2.4).
 * This is obfuscation the original clients expect, not protection: the key rides along.
 */
export function encodeServicePath(url: string, key8: string): string {
  if (key8.length !== 8) throw new Error('key must be 8 characters')
  const cipher = CryptoJS.DES.encrypt(Utf8.parse(url), Utf8.parse(key8), { mode: ECB, padding: Pkcs7 })
  return cipher.ciphertext.toString(Base64) + key8
}

export function decodeServicePath(path: string): string | null {
  if (path.length <= 8) return null
  const key8 = path.slice(-8)
  const cipher = path.slice(0, -8)
  try {
    const plain = CryptoJS.DES.decrypt({ ciphertext: Base64.parse(cipher) } as never, Utf8.parse(key8), {
      mode: ECB,
      padding: Pkcs7,
    })
    const text = plain.toString(Utf8)
    return text || null
  } catch {
    return null
  }
}
