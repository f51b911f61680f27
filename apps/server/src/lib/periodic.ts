/**
 * A background job run every `everyMs`: the timer never keeps the process alive, a run that is
 * still going when the next is due is not doubled, and `stop()` waits for the run in progress, so
 * a server shutting down closes the database only after its jobs have let go of it.
 */
export interface Periodic {
  stop(): Promise<void>
}

export function runEvery(everyMs: number, run: () => Promise<unknown>, onError: (err: unknown) => void): Periodic {
  let running: Promise<void> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = run()
      .then(() => {}, onError)
      .finally(() => {
        running = null
      })
  }, everyMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
