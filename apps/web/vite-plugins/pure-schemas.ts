import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const CONTRACT_SOURCES = fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url))

interface Node {
  type: string
  start: number
  end: number
}
interface Declarator extends Node {
  init: Node | null
}
interface Statement extends Node {
  declaration?: Statement | null
  declarations?: Declarator[]
}

/** Initialisers that evaluate nothing of their own; wrapping them gains nothing. */
const INERT = new Set(['Literal', 'ArrowFunctionExpression', 'FunctionExpression', 'Identifier', 'TemplateLiteral'])

/**
 * The contract builds its zod schemas at module level, and a bundler keeps every call it cannot
 * prove free of effects, so a screen importing one constant from an area's module would ship every
 * schema of that area, and zod with them. Building a schema has no effect beyond the value it
 * returns, so in the web build each module-level initialiser of the contract is wrapped in a
 * function call marked pure: whatever nothing reads is dropped, whatever is read runs as before.
 */
export function pureSchemas(): Plugin {
  return {
    name: 'parlor:pure-schemas',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0] ?? ''
      if (!file.startsWith(CONTRACT_SOURCES) || file.endsWith('.test.ts')) return null
      const program = this.parse(code) as unknown as { body: Statement[] }
      const inits: Node[] = []
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
        if (declaration?.type !== 'VariableDeclaration') continue
        for (const d of declaration.declarations ?? []) if (d.init && !INERT.has(d.init.type)) inits.push(d.init)
      }
      let out = code
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        const expression = out.slice(init.start, init.end)
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${expression}))()${out.slice(init.end)}`
      }
      return { code: out, map: null }
    },
  }
}
