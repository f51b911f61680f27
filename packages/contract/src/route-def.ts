import type { z } from 'zod'

/**
 * The HTTP contract as data: method, path, input schemas and the `value` schema of a
 * successful envelope. The server registers handlers against these entries and the web
 * client calls through them, so a path or a shape cannot drift between the two.
 * Add an entry here first when adding a call.
 */
export interface RouteDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  V extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  moduleId?: string
  query?: Q
  body?: B
  value: V
  /** Answered without the envelope (plain text or binary). */
  raw?: boolean
  /** The body travels encrypted (wire-contract §2, crypto.ts); listed in ENCRYPTED_CALLS. */
  encrypted?: boolean
  /** Needs a session token in `Authorization`. */
  auth?: 'member' | 'realMember'
}

// Keeps each entry's exact type, so `routes.x.query` is its schema rather than an optional one.
export const def = <const R extends RouteDef>(r: R): R => r
