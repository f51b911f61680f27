import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** Written beside the build, never into it: the server serves dist/ and this is for our tooling. */
export const CHUNK_REPORT = fileURLToPath(new URL('../.vite/build-chunks.json', import.meta.url))

export interface ChunkReport {
  /** Output file (under dist/) → what it is made of and what it loads. */
  chunks: Record<
    string,
    {
      name: string
      isEntry: boolean
      /** npm packages with code in the chunk. */
      packages: string[]
      /** The app's own modules in the chunk, relative to apps/web/src. */
      modules: string[]
      imports: string[]
      dynamicImports: string[]
      css: string[]
    }
  >
}

const SRC = fileURLToPath(new URL('../src/', import.meta.url))

const packageOf = (id: string) => /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace('\\', '/')

/**
 * Records each chunk's packages and imports after a production build, so the first-load budget
 * (bench:home, the size budget test) follows the real import graph instead of reading it back
 * out of minified code, and can name the package a change brought into the first load.
 */
export function chunkReport(): Plugin {
  return {
    name: 'parlor:chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: ChunkReport = { chunks: {} }
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const packages = new Set(output.moduleIds.map(packageOf).filter((p): p is string => p !== undefined))
        report.chunks[output.fileName] = {
          name: output.name,
          isEntry: output.isEntry,
          packages: [...packages].sort(),
          modules: output.moduleIds.filter((id) => id.startsWith(SRC)).map((id) => id.slice(SRC.length)),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        }
      }
      mkdirSync(dirname(CHUNK_REPORT), { recursive: true })
      writeFileSync(CHUNK_REPORT, `${JSON.stringify(report, null, 1)}\n`)
    },
  }
}
