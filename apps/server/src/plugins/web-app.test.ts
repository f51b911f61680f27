import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { homeBoot, signInBoot } from './boot-screen.ts'
import { errorsPlugin } from './errors.ts'
import { spaFallback, type WebApps, webAppRoutes } from './web-app.ts'

// Two built apps in a temporary folder, served the way app.ts serves them.
let root: string
let app: FastifyInstance

function fakeDist(name: string) {
  const dist = join(root, name)
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${name}</title>`)
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), `console.log('${name}')`)
  return dist
}

/**
 * The player app's page alone, served from a folder of `files` (index.html and what the build
 * writes beside it) with `apps`' hooks, with app.ts's router options.
 */
async function pageServer(name: string, files: Record<string, string>, apps: Omit<WebApps, 'web'> = {}) {
  const dist = join(root, name)
  mkdirSync(dist, { recursive: true })
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text)
  const server = Fastify({ routerOptions: { ignoreTrailingSlash: true } })
  const served: WebApps = { ...apps, web: dist }
  await server.register(errorsPlugin, { spa: spaFallback(served) })
  await webAppRoutes(server, served)
  await server.ready()
  return server
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'parlor-web-app-'))
  const apps = { web: fakeDist('web'), backoffice: fakeDist('backoffice') }
  // The same router options as app.ts: trailing slashes ignored.
  app = Fastify({ routerOptions: { ignoreTrailingSlash: true } })
  await app.register(errorsPlugin, { spa: spaFallback(apps) })
  await webAppRoutes(app, apps)
  app.get('/admin/ping', () => ({ success: true, value: 'pong' }))
  await app.ready()
})
afterAll(async () => {
  await app.close()
  rmSync(root, { recursive: true, force: true })
})

describe('serving the built apps', () => {
  it('answers every back-office route with its index.html, never cached', async () => {
    for (const url of ['/bo/', '/bo/staff', '/bo/members/12?merchant=demo', '/bo/login?next=%2Fbo%2Faudit']) {
      const res = await app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<title>backoffice</title>')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it('caches hashed back-office assets for a year', async () => {
    const res = await app.inject({ url: '/bo/assets/main-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain("'backoffice'")
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers a missing asset 404, not the page', async () => {
    const res = await app.inject({ url: '/bo/assets/gone-000.js' })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('<title>')
  })

  it('sends /bo to /bo/', async () => {
    const res = await app.inject({ url: '/bo' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/bo/')
  })

  it('keeps the player app and the operator API apart from the back office', async () => {
    expect((await app.inject({ url: '/m/home' })).body).toContain('<title>web</title>')
    expect((await app.inject({ url: '/m/assets/main-abc123.js' })).body).toContain("'web'")
    expect((await app.inject({ url: '/admin/ping' })).json()).toEqual({ success: true, value: 'pong' })
    const unknownApi = await app.inject({ url: '/admin/nothing-here' })
    expect(unknownApi.statusCode).toBe(404)
    expect(unknownApi.body).not.toContain('<title>')
  })
})

describe('the player app page with its boot answer', () => {
  let page: FastifyInstance
  let answer: { at: number; status: unknown } | null

  const index = { 'index.html': '<!doctype html><html><head><title>web</title></head><body></body></html>' }

  beforeAll(async () => {
    page = await pageServer('web-boot', index, { bootStatus: async () => answer })
  })
  afterAll(() => page.close())

  const embedded = (html: string) => {
    const m = /<script id="parlor-status" type="application\/json">(.*?)<\/script><\/head>/s.exec(html)
    return m?.[1]
  }

  it('carries the answer in a data block in the head, with no way for merchant text to close it', async () => {
    answer = { at: 1_800_000_000_000, status: { info: { merchantName: 'Evil </script><script>alert(1)</script>' } } }
    const res = await page.inject({ url: '/m/home' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-cache')
    const json = embedded(res.body)
    expect(json).toBeDefined()
    expect(json).not.toContain('<')
    expect(JSON.parse(json ?? '')).toEqual(answer)
    expect(res.body.match(/<script/g)).toHaveLength(1)
  })

  it('sends the page as built when no merchant serves the host or the answer fails', async () => {
    answer = null
    expect(embedded((await page.inject({ url: '/m/login' })).body)).toBeUndefined()
    const failing = await pageServer('web-boot-failing', index, {
      bootStatus: () => Promise.reject(new Error('database away')),
    })
    const res = await failing.inject({ url: '/m/home' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>web</title>')
    expect(embedded(res.body)).toBeUndefined()
    await failing.close()
  })
})

describe('the player app page with the landing screen in its boot screen', () => {
  let page: FastifyInstance
  let banner: string | null
  const asked: string[] = []

  beforeAll(async () => {
    page = await pageServer(
      'web-banner',
      {
        'index.html':
          '<!doctype html><html><head><title>web</title></head><body><div id="root"><div class="boot"><!--parlor:boot-screen--></div></div></body></html>',
      },
      {
        bootScreen: async (_request, landing) => {
          asked.push(landing)
          if (landing === '/m/home') return homeBoot(banner)
          if (landing === '/m/login') return signInBoot("Evil $' & <b>Co</b>", null)
          return null
        },
      },
    )
  })
  afterAll(() => page.close())

  const bootImage = (html: string) => /<div class="boot__banner"><img src="([^"]*)"[^>]*><\/div>/.exec(html)?.[1]

  it('draws the first banner on the home, sized like the carousel, and asks for it before the scripts', async () => {
    banner = '/cdn/banners/welcome.svg'
    asked.length = 0
    const homes = ['/m/home', '/m/home?ref=abc', '/m', '/m/', '/m/index']
    for (const url of homes) {
      const html = (await page.inject({ url })).body
      expect(bootImage(html), url).toBe('/cdn/banners/welcome.svg')
      expect(html).toContain('width="750" height="300" fetchpriority="high"')
      expect(html).toContain(
        '<head><link rel="preload" as="image" href="/cdn/banners/welcome.svg" fetchpriority="high"><title>',
      )
      expect(html).not.toContain('<!--parlor:boot-screen-->')
    }
    expect(asked).toEqual(homes.map(() => '/m/home'))
  })

  it('draws the merchant mark on the sign-in, its name written as text', async () => {
    const html = (await page.inject({ url: '/m/login' })).body
    expect(html).toContain(
      '<div class="boot__intro"><span class="boot__wordmark">Evil $\' &amp; &lt;b&gt;Co&lt;/b&gt;</span></div>',
    )
    expect(html).not.toContain('rel="preload"')
  })

  it('leaves other screens, and a home without banners, with the plain boot screen', async () => {
    banner = '/cdn/banners/welcome.svg'
    const list = (await page.inject({ url: '/m/gameList?gameType=RNG' })).body
    expect(list).toContain('<!--parlor:boot-screen-->')
    expect(bootImage(list)).toBeUndefined()
    banner = null
    const home = (await page.inject({ url: '/m/home' })).body
    expect(bootImage(home)).toBeUndefined()
    expect(home).not.toContain('rel="preload"')
  })
})

describe('the player app page with its landing screen files', () => {
  let page: FastifyInstance

  beforeAll(async () => {
    page = await pageServer('web-landing', {
      'index.html': '<!doctype html><html><head><title>web</title></head><body><div id="root"></div></body></html>',
      'landing-preloads.json': JSON.stringify({
        '/m/home': { js: ['/m/assets/home-1.js', '/m/assets/cards-2.js'], css: ['/m/assets/home-1.css'] },
        '/m/login': { js: ['/m/assets/login-3.js', 'https://evil.example/x.js', '/m/assets/"><script>.js'], css: [] },
      }),
    })
  })
  afterAll(() => page.close())

  const links = (html: string, rel: string) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]+)">`, 'g'))].map((m) => m[1])

  it('preloads the landing screen scripts in the head and links its styles after the boot screen', async () => {
    for (const url of ['/m/home', '/m', '/m/home?x=1']) {
      const html = (await page.inject({ url })).body
      expect(links(html, 'modulepreload'), url).toEqual(['/m/assets/home-1.js', '/m/assets/cards-2.js'])
      expect(links(html, 'stylesheet'), url).toEqual(['/m/assets/home-1.css'])
      expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'))
      expect(html.indexOf('stylesheet')).toBeGreaterThan(html.indexOf('<div id="root">'))
    }
  })

  it('lists only the build own asset files, and nothing for a screen the build did not list', async () => {
    expect(links((await page.inject({ url: '/m/login' })).body, 'modulepreload')).toEqual(['/m/assets/login-3.js'])
    for (const url of ['/m/member', '/m/constructor', '/m/__proto__']) {
      const html = (await page.inject({ url })).body
      expect(html, url).not.toContain('<link')
      expect(html).toContain('<title>web</title>')
    }
  })
})
