import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, openDatabase } from './client.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'parlor-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('embedded data folder lock', () => {
  it('lets one opener own a data folder and refuses the second, naming folder and owner', async () => {
    const dataDir = tempDir()
    const first = await openDatabase({ dataDir })
    expect(readFileSync(join(dataDir, 'parlor.lock'), 'utf8').trim()).toBe(String(process.pid))
    const second = openDatabase({ dataDir })
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError)
    await expect(second).rejects.toMatchObject({ dataDir, pid: process.pid })
    await expect(second).rejects.toThrow(dataDir)
    await first.close()
    expect(existsSync(join(dataDir, 'parlor.lock'))).toBe(false)
    const again = await openDatabase({ dataDir })
    await again.close()
  })

  it('takes over the lock of a process that is gone', async () => {
    const dataDir = tempDir()
    const gone = spawnSync(process.execPath, ['-e', ''])
    expect(gone.pid).toBeGreaterThan(0)
    writeFileSync(join(dataDir, 'parlor.lock'), `${gone.pid}\n`)
    const database = await openDatabase({ dataDir })
    expect(readFileSync(join(dataDir, 'parlor.lock'), 'utf8').trim()).toBe(String(process.pid))
    await database.close()
  })

  it('takes over a lock left under its own pid by an earlier run (a restarted container)', async () => {
    const dataDir = tempDir()
    writeFileSync(join(dataDir, 'parlor.lock'), `${process.pid}\n`)
    const database = await openDatabase({ dataDir })
    await expect(openDatabase({ dataDir: `${dataDir}/` })).rejects.toBeInstanceOf(DataDirLockedError)
    await database.close()
  })
})
