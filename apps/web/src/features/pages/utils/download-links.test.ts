import { describe, expect, it } from 'vitest'
import { downloadLinks, iosTooOld } from './download-links'

describe('download links', () => {
  it('keeps Android, iOS and profile links that have an address, in that order', () => {
    expect(
      downloadLinks([
        { resourceType: 'MOBILECONFIG', url: '/p.mobileconfig' },
        { resourceType: 'TELEGRAM', url: 'https://t.me/x' },
        { resourceType: 'IOS', url: ' ' },
        { resourceType: 'Android', url: '/a.apk' },
      ]),
    ).toEqual([
      { kind: 'Android', url: '/a.apk' },
      { kind: 'MOBILECONFIG', url: '/p.mobileconfig' },
    ])
  })

  it('flags iOS below 12.4 only', () => {
    const ua = (v: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15`
    expect(iosTooOld(ua('12_3'))).toBe(true)
    expect(iosTooOld(ua('11_4'))).toBe(true)
    expect(iosTooOld(ua('12_4'))).toBe(false)
    expect(iosTooOld(ua('17_1'))).toBe(false)
    expect(iosTooOld('Mozilla/5.0 (Linux; Android 14)')).toBe(false)
  })
})
