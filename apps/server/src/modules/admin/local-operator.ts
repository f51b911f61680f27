/**
 * How the operator tools (`npm run wallet:adjust`, `sms:outbox`, `mail:outbox`) find the server
 * that owns an embedded data folder: while it runs, the server keeps `<dataDir>/operator.json`
 * (mode 0600) with its pid, the loopback URL it answers on and, when no PARLOR_ADMIN_TOKEN is
 * configured, a random local operator token that the operator API accepts from loopback only.
 * Reading it needs the same file access as the database itself, so it gives nobody new powers.
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'

export const OPERATOR_FILE = 'operator.json'

export interface OperatorEndpoint {
  pid: number
  /** Where this machine reaches the server, e.g. http://127.0.0.1:8080. */
  url: string
  /** The local operator token; absent when the server uses PARLOR_ADMIN_TOKEN. */
  token?: string
}

export const newLocalOperatorToken = () => randomBytes(32).toString('base64url')

/** The URL a process on this machine uses for a server listening on `address`. */
export function loopbackUrl(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('the server does not listen on a TCP port')
  const wildcard = address.address === '0.0.0.0' || address.address === '::'
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address
  return `http://${host}:${address.port}`
}

export function writeOperatorFile(dataDir: string, endpoint: OperatorEndpoint) {
  const file = join(dataDir, OPERATOR_FILE)
  const tmp = `${file}.${process.pid}.tmp`
  writeFileSync(tmp, `${JSON.stringify(endpoint)}\n`, { mode: 0o600 })
  chmodSync(tmp, 0o600)
  renameSync(tmp, file)
}

/** Removes the file if it is still `pid`'s (a later server may have replaced it). */
export function removeOperatorFile(dataDir: string, pid: number) {
  if (readOperatorFile(dataDir)?.pid !== pid) return
  try {
    unlinkSync(join(dataDir, OPERATOR_FILE))
  } catch {}
}

export function readOperatorFile(dataDir: string): OperatorEndpoint | null {
  try {
    const v = JSON.parse(readFileSync(join(dataDir, OPERATOR_FILE), 'utf8')) as Partial<OperatorEndpoint>
    if (typeof v.pid !== 'number' || typeof v.url !== 'string') return null
    return { pid: v.pid, url: v.url, ...(typeof v.token === 'string' ? { token: v.token } : {}) }
  } catch {
    return null
  }
}
