/**
 * Refuses text the database cannot store, anywhere in a request's path parameters, query string
 * or body (keys included), for every route at once, so no route can forget it:
 *  - a NUL character (U+0000): PostgreSQL refuses it in text (error 22021, a 500 otherwise);
 *  - a lone surrogate (a `\ud800` JSON escape without its pair): not Unicode, so `jsonb` refuses
 *    it and a text column silently stores U+FFFD instead, breaking idempotency-key comparisons.
 * No field of the platform has a use for either. Runs before schema validation, after an
 * encrypted body is decrypted (encrypted-body.ts), and answers `request_param_err` naming the field.
 */
import { ErrorCode } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors.ts'

// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is exactly what is looked for.
const NUL = /\u0000/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

const problemOf = (text: string) =>
  NUL.test(text) ? 'must not contain a NUL character' : LONE_SURROGATE.test(text) ? 'must be valid Unicode text' : null

/** The dotted path ('' for the value itself) and problem of the first unstorable string or key. */
export function findUnstorable(input: unknown): { path: string; problem: string } | null {
  // Iterative: a 64 KiB body can nest arrays thousands deep.
  const pending: [unknown, string][] = [[input, '']]
  while (pending.length) {
    const [value, path] = pending.pop() as [unknown, string]
    if (typeof value === 'string') {
      const problem = problemOf(value)
      if (problem) return { path, problem }
      continue
    }
    // Binary bodies (a Buffer from a raw content-type parser) are bytes, not text.
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue
    for (const [key, child] of Object.entries(value)) {
      const problem = problemOf(key)
      if (problem) return { path, problem }
      pending.push([child, path ? `${path}.${key}` : key])
    }
  }
  return null
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findUnstorable(value)
      if (found) throw new AppError(400, ErrorCode.requestParam, { detail: `${found.path || part} ${found.problem}` })
    }
  })
})
