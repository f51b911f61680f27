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

/** The hashing the app uses; an option of buildApp so tests can count verifications. */
export interface PasswordHasher {
  hash(plain: string): Promise<string>
  verify(stored: string, plain: string): Promise<boolean>
}
export const argon2Hasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword }

/**
 * A hash of a random password nobody knows, with the same parameters as real ones: login
 * verifies against it when the account does not exist, so both answers cost the same time.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$7hv7Jrr+2MalW0Fa7YSnPw$QG/rEgNp5p5N0y2c1jBb+eWg/82pXL8VSjezfHK9sgU'
