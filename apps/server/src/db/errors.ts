/** What the database said when a statement failed, as both drivers report it. */

/**
 * The database's own error in `err`: `err` itself or an error it wraps (drizzle wraps the driver's
 * in its query error), the first that carries a SQLSTATE.
 */
export function databaseError(err: unknown): (Error & { code: string }) | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (typeof (e as { code?: unknown }).code === 'string') return e as Error & { code: string }
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

/** PostgreSQL's unique_violation (23505): a racing insert of the same key got there first. */
export const isUniqueViolation = (err: unknown) => databaseError(err)?.code === '23505'
