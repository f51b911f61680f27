import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { CORE_TEXTS, pickTexts } from '../src/lib/core-texts.ts'

const ID = 'virtual:parlor/core-texts'
const DEFAULT_LANGUAGE_FILE = fileURLToPath(new URL('../src/locales/ty.json', import.meta.url))

/**
 * `virtual:parlor/core-texts`: the default language's texts listed in src/lib/core-texts.ts, cut
 * from its one language file at build time, so translators keep editing a single file.
 */
export function coreTexts(): Plugin {
  return {
    name: 'parlor:core-texts',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load(id) {
      if (id !== `\0${ID}`) return null
      this.addWatchFile(DEFAULT_LANGUAGE_FILE)
      const all = JSON.parse(readFileSync(DEFAULT_LANGUAGE_FILE, 'utf8'))
      return `export default ${JSON.stringify(pickTexts(all, CORE_TEXTS))}`
    },
  }
}
