import { describe, expect, it } from 'vitest'
import { queryRoots } from './query-keys'

/** Every source file of the app as text, by path from `src/`. */
const SOURCES = Object.entries(
  import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([path, text]) => [path.replace(/^\/src\//, ''), text] as const)

/** Where keys may be written as arrays: the roots here and each feature's key factory. */
const isKeyFactory = (file: string) =>
  file === 'lib/query-keys.ts' || /^features\/[^/]+\/api\/[^/]+-keys\.ts$/.test(file)

const roots = Object.values(queryRoots).map(([root]) => root)
const HAND_TYPED = [
  // `{ queryKey: ['wallet'] }` in query options, invalidations and filters.
  /queryKey:\s*\[/,
  // `queryClient.setQueryData(['wallet', …])` and the like.
  /Quer(?:y|ies)(?:Data|State)?\(\s*\[/,
  // A key kept in a constant of its own (`const WALLET_KEY = ['wallet']`), later handed to an invalidation.
  /\w(?:key|keys)\s*=\s*(?:\([^)]*\)\s*=>\s*)?\[/i,
]
const isComment = (line: string) => /^\s*(?:\/\/|\/?\*)/.test(line)

describe('query keys', () => {
  it('are only written as arrays in the key factories, never by hand at a call site', () => {
    const offenders = SOURCES.filter(([file]) => !isKeyFactory(file)).flatMap(([file, text]) =>
      text
        .split('\n')
        .flatMap((line, i) =>
          !isComment(line) && HAND_TYPED.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(offenders).toEqual([])
  })

  it('sees the whole app', () => {
    expect(SOURCES.map(([file]) => file)).toEqual(expect.arrayContaining(['lib/query-keys.ts', 'app/main.tsx']))
  })

  it('gives every namespace its own root', () => {
    expect(new Set(roots).size).toBe(roots.length)
  })
})
