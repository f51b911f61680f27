/**
 * Inputs for the edge fuzz test (fuzz.test.ts): a seeded generator, a plausible valid value for
 * any contract schema (so one bad field reaches past the others into the handler), and the
 * malformed values it swaps in, by category. Edit the pools here when a new kind of bad input
 * turns up; keep them small, the test sends every route a few of each.
 */
import type { z } from 'zod'
import { prng } from '../src/db/seed/random.ts'

/** The demo seed's generator (mulberry32): the same on every machine, so a failure replays exactly. */
export function seeded(seed: number) {
  const rng = prng(seed)
  return {
    ...rng,
    /** `n` distinct items (all of them when there are fewer). */
    some<T>(items: readonly T[], n: number): T[] {
      const pool = [...items]
      const out: T[] = []
      while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rng.next() * pool.length), 1)[0] as T)
      return out
    },
  }
}
export type Rng = ReturnType<typeof seeded>

// Zod 4 keeps a schema's structure in `_zod.def`; only the parts read here are typed.
interface Def {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  shape?: Record<string, z.ZodType>
  options?: z.ZodType[]
  element?: z.ZodType
  entries?: Record<string, string | number>
  values?: unknown[]
}
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'])

/** The object shape under optional/default/preprocess wrappers, or null for non-objects. */
export function shapeOf(s: z.ZodType | undefined): Record<string, z.ZodType> | null {
  if (!s) return null
  const d = defOf(s)
  if (d.type === 'object') return d.shape ?? {}
  if (WRAPPERS.has(d.type) && d.innerType) return shapeOf(d.innerType)
  if (d.type === 'pipe') return shapeOf(d.in && defOf(d.in).type !== 'transform' ? d.in : d.out)
  return null
}

const isOptional = (s: z.ZodType) => (s as unknown as { _zod: { optin?: string } })._zod.optin === 'optional'

// Tried in order until the leaf schema accepts one; field-name hints go first.
const STRINGS = [
  'demo',
  'Abc12345',
  '2024-01-01',
  '1',
  '10',
  'PH',
  'EN',
  'en',
  'demo@example.com',
  '09171234567',
  '+63',
  '63',
  'google',
  'H5',
  'true',
  'abcdefgh-1234',
  'https://example.com/',
  'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
]
const HINTS: Record<string, string[]> = {
  username: ['fuzzer01', 'demo'],
  password: ['Abc12345', 'demo1234'],
  mobileNum: ['09171234567'],
  mobileNo: ['09171234567'],
  countryDialingCode: ['63', '+63'],
  startDate: ['2024-01-01'],
  endDate: ['2024-01-31'],
  email: ['fuzz@example.com'],
  language: ['EN'],
  lang: ['EN'],
  requestKey: ['fuzz-key-0001'],
  amount: ['1.00'],
  type: ['username'],
  types: ['A'],
}

function leaf(s: z.ZodType, candidates: unknown[]): unknown {
  for (const c of candidates) if (s.safeParse(c).success) return c
  return candidates[0]
}

/**
 * A value the schema accepts, as it travels: strings only in a query string. Optional fields are
 * left out of objects (fewer chances to miss); when no candidate fits, a best guess is returned.
 */
export function sample(s: z.ZodType, where: 'query' | 'body', name = ''): unknown {
  const d = defOf(s)
  const str = (xs: unknown[]) => (where === 'query' ? xs.map(String) : xs)
  switch (d.type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(d.shape ?? {})) {
        if (isOptional(v)) continue
        out[k] = sample(v, where, k)
      }
      return out
    }
    case 'pipe':
      return sample(d.in && defOf(d.in).type !== 'transform' ? d.in : (d.out as z.ZodType), where, name)
    case 'string':
      return leaf(s, [...(HINTS[name] ?? []), ...STRINGS])
    case 'number':
    case 'int':
      return leaf(s, str([1, 10, 0, 100, 1000, 0.5]))
    case 'bigint':
      return leaf(s, str([1n]))
    case 'boolean':
      return leaf(s, str([true, false]))
    case 'enum':
      return Object.values(d.entries ?? {})[0]
    case 'literal':
      return d.values?.[0]
    case 'union':
      for (const o of d.options ?? []) {
        const v = sample(o, where, name)
        if (s.safeParse(v).success) return v
      }
      return d.options?.[0] ? sample(d.options[0], where, name) : 'x'
    case 'array':
      return leaf(s, [[sample(d.element as z.ZodType, where, name)], []])
    case 'record':
      return {}
    case 'null':
      return null
    default:
      if (WRAPPERS.has(d.type) && d.innerType) return sample(d.innerType, where, name)
      return 'x'
  }
}

/** Malformed field values by category; query strings send them as text (arrays as repeated keys). */
export const CATEGORIES = {
  wrongType: [123, -7, true, false, null, { a: 1 }, {}, '', 'abc', 'null', 'undefined', '{}'],
  nul: ['a\u0000b', '\u0000', 'demo\u0000', '\u0000\u0000\u0000'],
  long: ['x'.repeat(100_000), 'é'.repeat(20_000), '9'.repeat(5_000), 'a'.repeat(300)],
  unicode: [
    '😀🎰🃏',
    '\u202Eevil\u202C',
    'مرحبا بالعالم',
    '\uD800',
    'x\uDFFFy',
    '\uFEFFdemo',
    'e\u0301\u0301\u0301',
    'zero\u200Bwidth',
    '𝕏𝕐ℤ',
    '\u0085\u2028\u2029',
  ],
  proto: ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'],
  date: [
    '2024-13-45',
    '2024-02-30',
    '2023-02-29',
    '0000-00-00',
    '9999-99-99',
    '2024-02-29T25:61:00Z',
    '275760-09-14',
    '-1',
    '1e400',
    '8640000000000001',
    '99999999999999999999',
  ],
  number: [
    -1,
    -0,
    1.5,
    0.0001,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '9007199254740993',
    2 ** 31,
    2 ** 63,
    'NaN',
    'Infinity',
    '-Infinity',
    '1e21',
    '0x10',
    ' 1 ',
    '1,000',
  ],
  array: [['a', 'b'], [1, 2], [[]], [{}], ['\u0000'], [null]],
} as const
export type Category = keyof typeof CATEGORIES

/** Whole bodies that are not the object a route expects (valid JSON, so the schema sees them). */
export const WHOLE_BODIES = [
  '[]',
  'null',
  '"text"',
  '123',
  'true',
  '{}',
  '[{}]',
  '"\\u0000"',
  '{"a":{"b":{"c":[[[]]]}}}',
]

/** JSON text with prototype keys; JSON.stringify cannot write `__proto__` as an own key. */
export function protoBodies(base: Record<string, unknown>): string[] {
  const inner = JSON.stringify(base).slice(1, -1)
  const sep = inner ? ',' : ''
  return [
    `{"__proto__":{"isAdmin":true}${sep}${inner}}`,
    `{"constructor":{"prototype":{"isAdmin":true}}${sep}${inner}}`,
    `{"prototype":{"x":1}${sep}${inner}}`,
    `{${inner}${sep}"nested":{"__proto__":{"polluted":1}}}`,
  ]
}

/** Raw query fragments a URL encoder would never make: bad percent escapes, prototype keys. */
export const RAW_QUERIES = [
  '__proto__=x',
  '__proto__[polluted]=1',
  'constructor=x&prototype=y',
  'constructor[prototype][polluted]=1',
  '%00=1',
  'a=%ED%A0%80',
  'a=%FF%FE',
  'a=%',
  'a=%zz',
  '&&&==&',
]

/** The text with lone surrogates replaced by U+FFFD: they cannot be percent-encoded. */
export const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')

/** Encodes a value for a query string (lone surrogates travel as U+FFFD; RAW_QUERIES has raw bad bytes). */
export function queryValue(v: unknown): string {
  const s = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)
  return encodeURIComponent(wellFormed(s))
}

/** True when the text shows internals: stack frames, source paths or SQL. */
export function leaksInternals(body: string): boolean {
  return (
    /\bat (?:async )?[\w.$<>[\]]+ \(|\.(?:ts|js|mjs):\d+:\d+|node_modules|"stack"\s*:/.test(body) ||
    // SQL as drizzle writes it (quoted names) and PostgreSQL's own error texts.
    /\bselect\b[^{}]{0,200}\bfrom \\?"\w+|\b(?:insert into|delete from|update) \\?"\w+\\?"|syntax error at|violates [\w ]*constraint|invalid byte sequence|relation \\?"\w+\\?"|duplicate key value|\bSQLSTATE\b/i.test(
      body,
    )
  )
}
