import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The Fastify server owns these prefixes; in dev and preview Vite forwards them so the back office
// talks to one origin exactly as it does in production (the session cookie is Path=/admin).
const apiTarget = process.env.PARLOR_API_URL ?? 'http://127.0.0.1:8080'
const proxy = Object.fromEntries(['/admin', '/cdn', '/health'].map((prefix) => [prefix, { target: apiTarget }]))

const inPackage = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`)

export default defineConfig({
  base: '/bo/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5174, proxy },
  preview: { port: 4174, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd alone is over Vite's 500 kB warning; it sits in its own long-lived chunk.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: the first load comes in vendor chunks
        // plus one chunk of ours; each screen (and recharts, used by reports only) stays lazy.
        codeSplitting: {
          groups: [
            { name: 'react', test: inPackage('react', 'react-dom', 'scheduler'), tags: ['$initial'], priority: 3 },
            {
              name: 'antd',
              test: inPackage('antd', '@ant-design', '@rc-component', 'rc-[a-z-]+', '@emotion'),
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
})
