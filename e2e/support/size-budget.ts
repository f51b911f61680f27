/**
 * What the home page may cost on first load (bench/support/first-load.ts measures it). The target
 * for a cheap phone on a slow line is 120 KiB of JavaScript; the budget holds what has been
 * reached so far, with a little room, so no change quietly undoes it. Lower it as the first load
 * shrinks; raising it is a decision, not a fix for a failing test.
 */
// 208 → 210 KiB (decision 037's note): the default language's texts for passkeys, session-time
// limits and the VIP withdrawal allowance ship with the entry until the language files are split.
// 210 → 211 KiB: the same for the leaderboard and raffle promotions.
export const FIRST_LOAD_BUDGET = { jsBytes: 211 * 1024, cssBytes: 15 * 1024 }

/**
 * The npm packages allowed in the first load. A library new to this list is a cost every visitor
 * pays before the first screen: import it from a lazy screen, or add it here on purpose.
 */
export const FIRST_LOAD_PACKAGES: readonly string[] = [
  // React and what it needs
  'react',
  'react-dom',
  'scheduler',
  'react-is',
  'use-sync-external-store',
  // the router, the data layer, languages
  'react-router',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  // the pieces of antd-mobile the shell draws (bottom menu, buttons) and their helpers
  'antd-mobile',
  'antd-mobile-icons',
  'ahooks',
  'rc-util',
  'classnames',
  '@babel/runtime',
  'tslib',
]
