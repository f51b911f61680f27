import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { serviceWorker } from './service-worker/vite-plugin.ts'
import { chunkReport } from './vite-plugins/chunk-report.ts'
import { coreTexts } from './vite-plugins/core-texts.ts'
import { landingPreloads } from './vite-plugins/landing-preloads.ts'
import { pureSchemas } from './vite-plugins/pure-schemas.ts'
import { slimRouteTable } from './vite-plugins/route-table.ts'
import { stylesAfterBoot } from './vite-plugins/styles-after-boot.ts'

// The Fastify server owns these prefixes; in dev and preview Vite forwards them so the app
// talks to one origin exactly as it does in production.
const apiTarget = process.env.PARLOR_API_URL ?? 'http://127.0.0.1:8080'
const proxy = Object.fromEntries(
  ['/wps', '/lgw', '/cdn', '/health', '/payments'].map((prefix) => [prefix, { target: apiTarget }]),
)

const preactInPlaceOfReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^(react|react-dom)$/, replacement: 'preact/compat' },
  // antd-mobile's reduced-motion switch reads through the React 17 shim.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
]

const inPackage = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`)

/**
 * antd-mobile's package.json lists its barrel (es/index.js) as having side effects, only because
 * it imports the global stylesheet (main.tsx imports that directly). Left as is, every component
 * the barrel re-exports becomes a static dependency of the first load, so a component used by one
 * lazy screen could never leave it.
 */
const antdBarrelIsPure: Plugin = {
  name: 'parlor:antd-barrel-is-pure',
  transform(code, id) {
    return /antd-mobile[\\/]es[\\/]index\.js$/.test(id) ? { code, moduleSideEffects: false } : null
  },
}

export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    antdBarrelIsPure,
    slimRouteTable(),
    pureSchemas(),
    chunkReport(),
    coreTexts(),
    landingPreloads(),
    stylesAfterBoot(),
    serviceWorker(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The player app runs on Preact's React-compatible layer (decision 050): a tenth of
      // react-dom's weight on the first load. The unit tests in jsdom keep React, whose testing
      // tools load the CommonJS builds of the libraries, which an alias cannot reach.
      ...(process.env.VITEST ? [] : preactInPlaceOfReact),
    ],
  },

  // Pre-bundled together so the dev server shares one copy of antd-mobile's internals between the
  // barrel and the lazily imported pieces.
  optimizeDeps: {
    include: [
      'antd-mobile',
      'antd-mobile/es/components/action-sheet',
      'antd-mobile/es/components/dialog',
      'antd-mobile/es/components/toast',
    ],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code, so the first load comes in long-lived
        // vendor chunks plus one chunk of ours. Only modules the first screen needs ($initial) are
        // grouped; everything else stays with the lazy screen that uses it.
        codeSplitting: {
          groups: [
            { name: 'preact', test: inPackage('preact'), tags: ['$initial'], priority: 3 },
            // zod in a chunk of its own for the screens with forms: the first screen reads no schema,
            // and left ungrouped zod lands in a chunk the first screen loads.
            { name: 'zod', test: inPackage('zod'), priority: 4 },
            // antd-mobile and its icons are imported through barrels, which makes every component
            // and icon "initial" to the grouping; grouped, the ones only lazy screens use (popups and
            // their animation library) would ride in the first load. Left out, each lands with its users.
            {
              name: 'vendor',
              test: /node_modules[\\/](?!(antd-mobile|antd-mobile-icons|@react-spring|@use-gesture|@floating-ui)[\\/])/,
              tags: ['$initial'],
              priority: 1,
            },
            // Our own code of the first screen (with the antd-mobile parts it uses) in one chunk: on a slow line every extra file of the
            // first load costs a connection slot and a round trip (21 files had become 5).
            {
              name: 'app',
              test: /[\\/](apps[\\/]web[\\/]src|packages[\\/]contract)[\\/]/,
              tags: ['$initial'],
              priority: 0,
            },
          ],
        },
      },
    },
  },
})
