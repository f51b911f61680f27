import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { secretBox } from './secret-box.ts'

describe('secret box (secrets at rest)', () => {
  const box = secretBox(randomBytes(32))

  it('opens what it sealed, and never seals the same text the same way twice', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:7')
    expect(sealed).toMatch(/^v1\./)
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(box.seal('JBSWY3DPEHPK3PXP', 'totp:7')).not.toBe(sealed)
    expect(box.open(sealed, 'totp:7')).toBe('JBSWY3DPEHPK3PXP')
  })

  it('refuses a value moved to another row, altered, or sealed with another key', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:7')
    expect(() => box.open(sealed, 'totp:8')).toThrow()
    const bytes = Buffer.from(sealed.slice(3), 'base64url')
    bytes[14] = (bytes[14] ?? 0) ^ 1
    expect(() => box.open(`v1.${bytes.toString('base64url')}`, 'totp:7')).toThrow()
    expect(() => secretBox(randomBytes(32)).open(sealed, 'totp:7')).toThrow()
  })

  it('takes a configured key only when it is 32 bytes', () => {
    expect(loadConfig({ PARLOR_DATA_KEY: randomBytes(32).toString('base64') }).dataKey).toBeTruthy()
    expect(() => loadConfig({ PARLOR_DATA_KEY: randomBytes(16).toString('base64') })).toThrow(/PARLOR_DATA_KEY/)
  })
})
