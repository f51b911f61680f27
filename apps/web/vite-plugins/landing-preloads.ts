import { fileURLToPath } from 'node:url'
import type { Plugin, Rolldown } from 'vite'

type OutputChunk = Rolldown.OutputChunk

/** Written into dist/ for the server, which puts the links into the page (plugins/web-app.ts). */
export const LANDING_PRELOADS_FILE = 'landing-preloads.json'

/** Page path → its screen's files: scripts to modulepreload, stylesheets to link. */
export type LandingPreloads = Record<string, { js: string[]; css: string[] }>

/**
 * The screens most visits start on (the home, a game list, the sign-in) and the route modules
 * each one's screen loads at once (the home fetches its storefront part with it, screens.tsx).
 */
const LANDINGS: Record<string, string[]> = {
  '/m/home': ['app/routes/home.tsx', 'app/routes/storefront-home.tsx'],
  '/m/gameList': ['app/routes/game-list.tsx'],
  '/m/login': ['app/routes/login.tsx'],
}

const SRC = fileURLToPath(new URL('../src/', import.meta.url))

/**
 * Lists, for each landing page, the files its screen needs beyond the entry's. Without them in
 * the page, the browser learns of them only once the entry has run and asked for the screen, and
 * the app appends a link per file while it starts, in the same long task as its first render.
 */
export function landingPreloads(): Plugin {
  let base = '/'
  return {
    name: 'parlor:landing-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk')
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      const closure = (roots: OutputChunk[]) => {
        const seen = new Set<OutputChunk>()
        const visit = (c: OutputChunk | undefined) => {
          if (!c || seen.has(c)) return
          seen.add(c)
          for (const f of c.imports) visit(byFile.get(f))
        }
        for (const r of roots) visit(r)
        return seen
      }
      // What index.html already loads.
      const entry = closure(chunks.filter((c) => c.isEntry))
      const entryCss = new Set([...entry].flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))
      const preloads: LandingPreloads = {}
      for (const [path, modules] of Object.entries(LANDINGS)) {
        const roots = modules.map((m) => {
          const chunk = chunks.find((c) => c.facadeModuleId === `${SRC}${m}`)
          if (!chunk) this.error(`landing ${path}: no chunk starts at src/${m}`)
          return chunk
        })
        const own = [...closure(roots)].filter((c) => !entry.has(c))
        preloads[path] = {
          js: own.map((c) => `${base}${c.fileName}`),
          css: [...new Set(own.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))]
            .filter((f) => !entryCss.has(f))
            .map((f) => `${base}${f}`),
        }
      }
      this.emitFile({ type: 'asset', fileName: LANDING_PRELOADS_FILE, source: `${JSON.stringify(preloads)}\n` })
    },
  }
}
