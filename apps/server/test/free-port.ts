/** A TCP port on 127.0.0.1 that was free a moment ago, for tests that start a real server process. */
import { createServer } from 'node:net'

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer()
    srv.once('error', fail)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      srv.close(() => (typeof addr === 'object' && addr ? ok(addr.port) : fail(new Error('no port'))))
    })
  })
}
