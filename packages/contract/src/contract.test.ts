import { describe, expect, it } from 'vitest'
import { decodeServicePath, encodeServicePath } from './cs-link.ts'
import { bootState, flattenWhitelabel, normaliseLanguage, whitelabelTree } from './index.ts'

describe('languages', () => {
  it.each([
    ['TY', 'TY'],
    ['en', 'EN'],
    ['EN-PH', 'TY'],
    ['tl', 'TY'],
    ['fil-PH', 'TY'],
    ['zh-CN', 'CN'],
    ['zh', 'CN'],
    ['zh-TW', 'TW'],
    ['zh-HK', 'TW'],
    ['cn', 'CN'],
    ['KR', 'KO'],
    ['pt-br', 'PT-BR'],
    ['pt-PT', 'PT'],
    ['vi-VN', 'VI'],
    ['xx', null],
    ['', null],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseLanguage(raw)).toBe(expected)
  })
})

describe('customer-service path encryption (wire-contract §2.4)', () => {
  it('matches a vector made by OpenSSL DES-ECB with PKCS7 padding', () => {
    // printf 'https://t.me/parlor' | openssl enc -des-ecb -K $(printf 'abcdefgh' | xxd -p) -provider legacy -provider default | base64
    expect(encodeServicePath('https://t.me/parlor', 'abcdefgh')).toBe(OPENSSL_VECTOR)
  })

  it('round-trips and rejects garbage', () => {
    const p = encodeServicePath('https://wa.me/639171234567?text=hi', 'k3Y9pQ2x')
    expect(p.endsWith('k3Y9pQ2x')).toBe(true)
    expect(decodeServicePath(p)).toBe('https://wa.me/639171234567?text=hi')
    expect(decodeServicePath('short')).toBeNull()
    expect(decodeServicePath('!!!notbase64!!!abcdefgh')).toBeNull()
  })
})

describe('flags, boot state and money', () => {
  it('the whitelabel tree flattens back to the flags', () => {
    const flat = flattenWhitelabel(whitelabelTree({ FREEPLAY3: true, GEETEST3: false }))
    expect(flat.FREEPLAY3).toBe(true)
    expect(flat.GEETEST3).toBe(false)
    expect(flat.MAILCEN).toBe(false)
  })

  it('maintenance wins over region restriction', () => {
    expect(bootState({ maintenance: true, regionRestriction: true })).toBe('maintenance')
    expect(bootState({ maintenance: false, regionRestriction: true })).toBe('regionRestricted')
    expect(bootState({ maintenance: false, regionRestriction: false })).toBe('normal')
  })
})

const OPENSSL_VECTOR = 'AMSSoqUcylyYg9mTTg4I6PGA957U3XUtabcdefgh'
