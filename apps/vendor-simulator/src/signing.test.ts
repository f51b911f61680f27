import { describe, expect, it } from 'vitest'
import { launchQuery, launchUrl, verifyLaunchQuery } from './signing.ts'

const params = { vendor: 'JL', game: 'JL 0001&x', type: 'RNG', lang: 'EN', token: 'a-b_c', back: 'http://h/m?a=1&b=2' }

describe('launch signatures', () => {
  it('signs the query in the protocol order, values URL-encoded, sig last', () => {
    expect(launchQuery(params)).toBe(
      'vendor=JL&game=JL%200001%26x&type=RNG&lang=EN&token=a-b_c&back=http%3A%2F%2Fh%2Fm%3Fa%3D1%26b%3D2',
    )
    const url = launchUrl('http://sim/', 's', params)
    expect(url).toMatch(/^http:\/\/sim\/launch\?vendor=JL&.*&sig=[0-9a-f]{64}$/)
    expect(verifyLaunchQuery('s', url.split('?')[1] ?? '')).toBe(true)
  })

  it('refuses another secret, a changed value, a reordered query and a missing sig', () => {
    const query = launchUrl('http://sim', 's', params).split('?')[1] ?? ''
    expect(verifyLaunchQuery('t', query)).toBe(false)
    expect(verifyLaunchQuery('s', query.replace('lang=EN', 'lang=CN'))).toBe(false)
    const [first, second, ...rest] = query.split('&')
    expect(verifyLaunchQuery('s', [second, first, ...rest].join('&'))).toBe(false)
    expect(verifyLaunchQuery('s', launchQuery(params))).toBe(false)
  })
})
