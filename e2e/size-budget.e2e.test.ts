import { describe, expect, it } from 'vitest'
import { kib, measureFirstLoad } from '../bench/support/first-load'
import { FIRST_LOAD_BUDGET, FIRST_LOAD_PACKAGES } from './support/size-budget'

// Sizes of the production build are the same on every machine, unlike timings (bench:lighthouse).
describe('the home page first load', () => {
  const load = measureFirstLoad()

  it('stays within the JavaScript and CSS budget', () => {
    const files = [...load.initial, ...load.home]
      .sort((a, b) => b.gzip - a.gzip)
      .map((f) => `${f.file} ${kib(f.gzip)} KiB`)
    expect(
      load.totals.js,
      `first-load JavaScript ${kib(load.totals.js)} KiB gzip > ${kib(FIRST_LOAD_BUDGET.jsBytes)}:\n${files.join('\n')}`,
    ).toBeLessThanOrEqual(FIRST_LOAD_BUDGET.jsBytes)
    expect(load.totals.css).toBeLessThanOrEqual(FIRST_LOAD_BUDGET.cssBytes)
  })

  it('carries no library beyond the ones the first screen needs', () => {
    const added = [...load.packages].filter(([name]) => !FIRST_LOAD_PACKAGES.includes(name))
    expect(
      added.map(([name, files]) => `${name} (in ${files.join(', ')})`),
      'new in the first load; import it from a lazy screen, or list it in e2e/support/size-budget.ts on purpose',
    ).toEqual([])
  })
})
