import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { argon2Hasher } from '../../lib/password.ts'
import { createFirstOwner } from './create-owner.ts'

describe('the first owner', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp({}, { seed: false })
  })
  afterAll(() => t.close())

  it('is created once, with a strong password, and then signs in to enrol', async () => {
    const db = t.database.db
    await expect(createFirstOwner(db, argon2Hasher, { username: 'boss', password: 'short' })).rejects.toThrow(/12/)
    await expect(createFirstOwner(db, argon2Hasher, { username: 'boss', password: 'password1234' })).rejects.toThrow(
      /common/,
    )
    const owner = await createFirstOwner(db, argon2Hasher, { username: 'Boss', password: 'Sturdy-harbour-2026' })
    expect(owner.username).toBe('boss')
    await expect(
      createFirstOwner(db, argon2Hasher, { username: 'other', password: 'Sturdy-harbour-2026' }),
    ).rejects.toThrow(/owner exists/)
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin/auth/login',
      payload: { username: 'boss', password: 'Sturdy-harbour-2026' },
    })
    expect(login.json().value.step).toBe('enrol')
  })
})

describe('npm run staff:create-owner', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parlor-owner-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const run = (args: string[]) =>
    spawnSync('npx', ['tsx', 'src/modules/staff/create-owner-cli.ts', ...args], {
      cwd: join(import.meta.dirname, '../../..'),
      input: 'Sturdy-harbour-2026\n',
      env: { ...process.env, PARLOR_DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    })

  it('creates the owner on the embedded data folder from stdin, then refuses a second', () => {
    const first = run(['--username', 'boss'])
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    expect(first.stdout).toContain('Owner boss created')
    const second = run(['--username', 'boss2'])
    expect(second.status).toBe(1)
    expect(second.stderr).toContain('An active owner exists')
    expect(run([]).status).toBe(2)
  }, 120_000)
})
