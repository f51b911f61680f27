/**
 * bench:home — the home page's first-load JavaScript and CSS (bench/support/first-load.ts), file by
 * file, with the budget the size test holds it to (e2e/size-budget.e2e.test.ts). Run
 * `npm run build` first.
 */
import { FIRST_LOAD_BUDGET } from '../e2e/support/size-budget.ts'
import { type FileSize, kib, measureFirstLoad } from './support/first-load.ts'

const load = measureFirstLoad()
const rows = (title: string, files: FileSize[]) => {
  console.log(`${title} (${files.length} files):`)
  for (const f of files)
    console.log(`  ${f.file.padEnd(48)} ${kib(f.raw).padStart(8)} KiB raw ${kib(f.gzip).padStart(7)} KiB gzip`)
  const gzip = files.reduce((n, f) => n + f.gzip, 0)
  console.log(`  total ${kib(gzip)} KiB gzip`)
}

console.log(`Home first load (${new Date().toISOString().slice(0, 10)}), apps/web/dist`)
rows('JavaScript, entry and its static imports (modulepreloaded)', load.initial)
rows('Home route chunks and their static imports, loaded after the entry', load.home)
rows('CSS', load.css)
console.log(`npm packages in the first load: ${[...load.packages.keys()].sort().join(', ')}`)
console.log(
  `First-load JavaScript for /m/home: ${kib(load.totals.js)} KiB gzip (budget ${kib(FIRST_LOAD_BUDGET.jsBytes)}, target 120.0); ` +
    `CSS ${kib(load.totals.css)} KiB gzip (budget ${kib(FIRST_LOAD_BUDGET.cssBytes)})`,
)
