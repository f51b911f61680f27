import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

describe('data folder', () => {
  it('resolves a relative PARLOR_DATA_DIR from where npm was started (INIT_CWD), not the workspace', () => {
    expect(loadConfig({ INIT_CWD: '/srv/parlor' }).dataDir).toBe(join('/srv/parlor', 'data'))
    expect(loadConfig({ INIT_CWD: '/srv/parlor', PARLOR_DATA_DIR: 'db/pg' }).dataDir).toBe('/srv/parlor/db/pg')
    expect(loadConfig({ INIT_CWD: '/srv/parlor', PARLOR_DATA_DIR: '/var/lib/parlor' }).dataDir).toBe('/var/lib/parlor')
  })

  it('falls back to the working directory when not started through npm', () => {
    expect(loadConfig({ PARLOR_DATA_DIR: 'here' }).dataDir).toBe(resolve(process.cwd(), 'here'))
    expect(loadConfig({ INIT_CWD: '' }).dataDir).toBe(resolve(process.cwd(), 'data'))
  })
})

describe('database limits', () => {
  it('defaults the PostgreSQL pool and the embedded queue bound, and refuses nonsense', () => {
    expect(loadConfig({})).toMatchObject({ dbPoolMax: 10, dbQueueMax: 64 })
    expect(loadConfig({ PARLOR_DB_POOL_MAX: '25', PARLOR_DB_QUEUE_MAX: '0' })).toMatchObject({
      dbPoolMax: 25,
      dbQueueMax: 0,
    })
    expect(() => loadConfig({ PARLOR_DB_POOL_MAX: '0' })).toThrow(/PARLOR_DB_POOL_MAX/)
    expect(() => loadConfig({ PARLOR_DB_POOL_MAX: 'ten' })).toThrow(/PARLOR_DB_POOL_MAX/)
    expect(() => loadConfig({ PARLOR_DB_QUEUE_MAX: '-1' })).toThrow(/PARLOR_DB_QUEUE_MAX/)
  })
})

describe('payment sandbox', () => {
  const sandbox = {
    PARLOR_PAYMENT_SANDBOX_URL: 'http://127.0.0.1:9999',
    PARLOR_PAYMENT_SANDBOX_SECRET: 'a-real-secret-1',
  }
  it('refuses the sandbox gateway in production unless allowed, and its default secret there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...sandbox })).toThrow(/PARLOR_ALLOW_PAYMENT_SANDBOX/)
    expect(
      loadConfig({ NODE_ENV: 'production', PARLOR_ALLOW_PAYMENT_SANDBOX: '1', ...sandbox }).payments.sandboxUrl,
    ).toBe('http://127.0.0.1:9999')
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PARLOR_ALLOW_PAYMENT_SANDBOX: '1',
        PARLOR_PAYMENT_SANDBOX_URL: 'http://127.0.0.1:9999',
      }),
    ).toThrow(/PARLOR_PAYMENT_SANDBOX_SECRET/)
    // Outside production the sandbox and its default secret are what development runs on.
    expect(loadConfig({ PARLOR_PAYMENT_SANDBOX_URL: 'http://127.0.0.1:9999' }).payments.sandboxUrl).toBe(
      'http://127.0.0.1:9999',
    )
    expect(loadConfig({ NODE_ENV: 'production' }).payments.sandboxUrl).toBeUndefined()
  })
})
