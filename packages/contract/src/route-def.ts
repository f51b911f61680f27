import type { z } from 'zod'
import type { ModuleId } from './flags.ts'
import type { Permission } from './staff.ts'

/**
 * Who may make a call:
 * - `member`: a live session token in `Authorization`; `realMember` also refuses trial members;
 * - `optional`: open to everyone, but a valid token makes the caller known (read marks, popups);
 * - `admin`: the operator API: a staff session (the back office's `parlor_bo` cookie) or a staff API
 *   key in `X-Admin-Token`, never a member session (decision 027).
 * Absent: public, the server never looks at a token.
 */
export type RouteAuth = 'member' | 'realMember' | 'optional' | 'admin'

/**
 * The HTTP contract as data: method, path, input schemas and the `value` schema of a
 * successful envelope. The server registers each handler through its entry (apps/server
 * lib/route.ts: guard, merchant flag, validation, envelope and the answer's type all come from
 * here) and the web client calls through it, so a path, a guard or a shape cannot drift.
 * Add an entry here first when adding a call (docs/how-to.md, "Add a call").
 */
export interface RouteDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  V extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  moduleId?: string
  /** Path parameters (`:provider`, `:id`), validated like the query. */
  params?: z.ZodType
  query?: Q
  body?: B
  value: V
  /** Answered without the envelope (plain text, binary, HTML or a redirect). */
  raw?: boolean
  /** The body travels encrypted (wire-contract §2, crypto.ts); listed in ENCRYPTED_CALLS. */
  encrypted?: boolean
  auth?: RouteAuth
  /**
   * What an `admin` call needs of the caller's role (staff.ts); absent only on calls any signed-in
   * staff member may make (who am I, sign out).
   */
  permission?: Permission
  /** The merchant flag the call needs; off answers 400 `function.not.available` after validation. */
  flag?: ModuleId
}

// Keeps each entry's exact type, so `routes.x.query` is its schema rather than an optional one.
export const def = <const R extends RouteDef>(r: R): R => r
