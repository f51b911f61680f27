// `npm run dev`: the API server (tsx watch, port 8080) and Vite (port 5173, proxying the API) together.
import { spawn } from 'node:child_process'

const procs = [
  spawn('npm', ['run', 'dev', '-w', '@parlor/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@parlor/web', '--', '--host'], { stdio: 'inherit' }),
]
const stop = () => {
  for (const p of procs) p.kill('SIGTERM')
}
for (const p of procs)
  p.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
