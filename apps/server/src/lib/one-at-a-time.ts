/**
 * Calls run one after another per key, in this process: each starts once the key's previous call
 * has settled, whether it succeeded or failed. A key's entry is removed when its last call ends.
 */
export function oneAtATime<K>() {
  const queues = new Map<K, Promise<unknown>>()
  return <T>(key: K, fn: () => Promise<T>): Promise<T> => {
    const run = (queues.get(key) ?? Promise.resolve()).then(fn, fn)
    const tail = run.catch(() => {})
    queues.set(key, tail)
    void tail.then(() => {
      if (queues.get(key) === tail) queues.delete(key)
    })
    return run
  }
}
