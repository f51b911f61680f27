import { hash, verify } from '@node-rs/argon2'

/** OWASP's Argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = {
  // 2 is Algorithm.Argon2id; the package exports it as a const enum, which isolated builds cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS)
}

export function verifyPassword(stored: string, plain: string): Promise<boolean> {
  return verify(stored, plain).catch(() => false)
}
