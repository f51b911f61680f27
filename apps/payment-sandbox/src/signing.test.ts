import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signBody, signRequest, verify } from './signing.ts'

describe('sandbox signatures', () => {
  it('signs requests over "METHOD path?query\\nbody" and webhooks over the body, lowercase hex', () => {
    const expected = createHmac('sha256', 's3cret').update('GET /api/payments?merchant=demo&orderNo=1\n').digest('hex')
    expect(signRequest('s3cret', 'get', '/api/payments?merchant=demo&orderNo=1', '')).toBe(expected)
    expect(signBody('s3cret', '{"a":1}')).toBe(createHmac('sha256', 's3cret').update('{"a":1}').digest('hex'))
    expect(signBody('s3cret', 'x')).toMatch(/^[0-9a-f]{64}$/)
  })

  it('verifies only the right signature and never throws on malformed input', () => {
    const sig = signBody('s3cret', 'payload')
    expect(verify('s3cret', 'payload', sig)).toBe(true)
    expect(verify('s3cret', 'payload!', sig)).toBe(false)
    expect(verify('other', 'payload', sig)).toBe(false)
    expect(verify('s3cret', 'payload', sig.slice(0, 62))).toBe(false)
    expect(verify('s3cret', 'payload', `${sig}00`)).toBe(false)
    expect(verify('s3cret', 'payload', 'not hex')).toBe(false)
    expect(verify('s3cret', 'payload', undefined)).toBe(false)
  })
})
