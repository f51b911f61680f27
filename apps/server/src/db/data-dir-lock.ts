/**
 * One owner per embedded data folder. PGlite keeps the database in memory and writes it back to
 * the folder; a second process opening the same folder works on its own copy, and whichever
 * writes last wins: an operator's wallet adjustment vanished after the server's next write while
 * the ledger kept the entry. So the first opener creates `<dataDir>/parlor.lock` (O_EXCL) holding
 * its pid, and every other opener is refused until that process closes the database or is gone.
 */
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const LOCK_FILE = 'parlor.lock'

/** The data folder is owned by another live process (or by an earlier open in this one). */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${pid === null ? 'another process' : `process ${pid}`} ` +
        `(PGlite allows one process per data folder). Stop it first; if no Parlor process runs, delete ${join(dataDir, LOCK_FILE)}.`,
    )
    this.name = 'DataDirLockedError'
  }
}

/** The pid in the lock file, or null when the file is missing, empty or not a pid. */
export function lockOwner(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim())
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Folders this process has locked: our own pid in a lock we do not hold is an earlier life's. */
const held = new Set<string>()

/** A file without a pid is another opener between create and write, unless it has stayed so. */
const EMPTY_LOCK_GRACE_MS = 5000

/**
 * Takes the folder's lock (the folder must exist) and returns its release, which is also run
 * when the process exits. Throws DataDirLockedError while another live process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = resolve(dataDir, LOCK_FILE)
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644)
      try {
        writeSync(fd, `${process.pid}\n`)
      } finally {
        closeSync(fd)
      }
      break
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new DataDirLockedError(dataDir, lockOwner(dataDir))
        throw err
      }
    }
    const pid = lockOwner(dataDir)
    // A container restarts its server under the same pid; that pid's old lock is not ours to honour.
    const earlierLife = pid === process.pid && !held.has(file)
    if (pid !== null && !earlierLife && isAlive(pid)) throw new DataDirLockedError(dataDir, pid)
    if (pid === null && Date.now() - mtimeMs(file) < EMPTY_LOCK_GRACE_MS) throw new DataDirLockedError(dataDir, null)
    // The owner is gone (crashed or killed): its lock is stale. Remove it and try again; the
    // O_EXCL create above still decides between two openers racing for the same stale lock.
    try {
      unlinkSync(file)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e
    }
  }

  held.add(file)
  let active = true
  const release = () => {
    if (!active) return
    active = false
    held.delete(file)
    process.off('exit', release)
    // Only our own lock: never remove one a later owner took over.
    if (lockOwner(dataDir) !== process.pid) return
    try {
      unlinkSync(file)
    } catch {}
  }
  process.on('exit', release)
  return release
}

function mtimeMs(file: string): number {
  try {
    return statSync(file).mtimeMs
  } catch {
    return 0
  }
}
