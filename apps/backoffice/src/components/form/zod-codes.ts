import type { z } from 'zod'

/**
 * zod's own messages are English sentences. Parsed with this map, a failed check reports its issue
 * code instead (`invalid_format`, `too_small`, …), which RhfField shows as `validation.<code>` in
 * the staff member's language. A message a schema sets itself (a refinement's key) still wins.
 */
export const issueCodes: z.core.ParseContext<z.core.$ZodIssue> = {
  // A text that must have at least one character is simply required: "too short" would puzzle.
  error: (issue) =>
    issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1 ? 'required' : issue.code,
}

/**
 * Texts per language (`titles`, `contents`, `names`, `agreement`) come out of a form with every
 * offered language present, untouched ones `undefined`. The contract's maps hold only languages
 * that have a text, so empty entries are dropped before validation (and before sending).
 */
export function dropEmptyTexts<V extends Record<string, unknown>>(values: V, keys: readonly string[]): V {
  const out: Record<string, unknown> = { ...values }
  for (const key of keys) {
    const map = out[key]
    if (map && typeof map === 'object')
      out[key] = Object.fromEntries(
        Object.entries(map as Record<string, unknown>).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
      )
  }
  return out as V
}
