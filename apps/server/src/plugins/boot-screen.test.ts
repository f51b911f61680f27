import { describe, expect, it } from 'vitest'
import { gameListBoot, homeBoot, imageAttribute, signInBoot } from './boot-screen.ts'

describe('the boot screen of a landing screen', () => {
  it('takes only web addresses and paths, written so they cannot leave the attribute', () => {
    expect(imageAttribute('/cdn/banners/welcome.svg')).toBe('/cdn/banners/welcome.svg')
    expect(imageAttribute(' https://cdn.example.com/b.png?a=1&b="><script>alert(1)</script> ')).toBe(
      'https://cdn.example.com/b.png?a=1&amp;b=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    )
    for (const unsafe of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      'data:image/svg+xml,<svg/>',
      '',
      null,
      undefined,
    ])
      expect(imageAttribute(unsafe), String(unsafe)).toBeNull()
  })

  it('draws the home banner only from a usable address', () => {
    expect(homeBoot('/cdn/banners/a.svg')).toEqual({
      html: '<div class="boot__banner"><img src="/cdn/banners/a.svg" alt="" width="750" height="300" fetchpriority="high"></div>',
      preloadImage: '/cdn/banners/a.svg',
    })
    expect(homeBoot('javascript:alert(1)')).toBeNull()
    expect(homeBoot(null)).toBeNull()
  })

  it('draws the sign-in logo, or the merchant name as text when there is no usable logo', () => {
    expect(signInBoot('Parlor Demo', '/cdn/brand/demo.svg')).toEqual({
      html: '<div class="boot__intro"><img class="boot__logo" src="/cdn/brand/demo.svg" alt=""></div>',
      preloadImage: '/cdn/brand/demo.svg',
    })
    expect(signInBoot('<img src=x onerror=alert(1)>', 'javascript:alert(1)')).toEqual({
      html: '<div class="boot__intro"><span class="boot__wordmark">&lt;img src=x onerror=alert(1)&gt;</span></div>',
    })
    expect(signInBoot('  ', undefined)).toBeNull()
  })

  it('draws a game list row from the usable icons, asking first for the first', () => {
    expect(gameListBoot(['/cdn/games/1.svg', 'javascript:x', 'https://cdn.example.com/2.png?a&b'])).toEqual({
      html: '<div class="boot__tiles"><img src="/cdn/games/1.svg" alt="" width="200" height="200"><img src="https://cdn.example.com/2.png?a&amp;b" alt="" width="200" height="200"></div>',
      preloadImage: '/cdn/games/1.svg',
    })
    expect(gameListBoot([])).toBeNull()
    expect(gameListBoot(['data:x'])).toBeNull()
  })
})
