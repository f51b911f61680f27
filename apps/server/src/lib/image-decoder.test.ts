/**
 * A large head icon is decoded on the image thread: while it decodes, the server keeps answering.
 * No figure here is a fixed time: the event loop's longest stall and the slowest ping during the
 * upload are compared with the upload's own duration (on-loop decoding stalls for most of it), and
 * the same pings without an upload are printed beside them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/helper.ts'
import { gradientPng } from '../../test/images.ts'
import { loginAs } from '../../test/members.ts'
import { createImageDecoder } from './image-decoder.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' })
})
afterAll(() => t.close())

const field = (png: Buffer) => new URLSearchParams({ file: `data:image/png;base64,${png.toString('base64')}` })

interface Window {
  elapsed: number
  /** Longest time between two runs of a 10 ms timer: how long the event loop was held. */
  longestStall: number
  pings: number
  slowestPing: number
}

/** Runs `work` while a 10 ms timer and back-to-back health pings watch the event loop. */
async function watch(work: () => Promise<unknown>): Promise<Window> {
  let last = performance.now()
  let longestStall = 0
  const timer = setInterval(() => {
    const now = performance.now()
    longestStall = Math.max(longestStall, now - last)
    last = now
  }, 10)
  let done = false
  let pings = 0
  let slowestPing = 0
  const pinger = (async () => {
    while (!done) {
      const sent = performance.now()
      await t.app.inject({ url: '/health' })
      slowestPing = Math.max(slowestPing, performance.now() - sent)
      pings++
      // An injected ping can complete in microtasks alone: let timers and the thread's answer in.
      await new Promise((r) => setImmediate(r))
    }
  })()
  const started = performance.now()
  let elapsed = 0
  try {
    await work()
  } finally {
    elapsed = performance.now() - started
    done = true
    await pinger
    clearInterval(timer)
  }
  return { elapsed, longestStall: Math.max(longestStall, performance.now() - last), pings, slowestPing }
}

const ms = (n: number) => `${Math.round(n)} ms`

describe('image decoding off the event loop', () => {
  it('answers pings while a several-megapixel head icon decodes', async () => {
    const token = await loginAs(t.app, 'rico')
    const upload = (png: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/info/icon',
        headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded', language: 'EN' },
        payload: field(png).toString(),
      })
    // The thread starts with its first job: start it before measuring.
    expect((await upload(gradientPng(64, 64))).statusCode).toBe(200)
    const large = gradientPng(3000, 3000)

    let status = 0
    const during = await watch(async () => {
      const res = await upload(large)
      status = res.statusCode
      expect(res.statusCode, res.body).toBe(200)
    })
    expect(status).toBe(200)
    const idle = await watch(() => new Promise((r) => setTimeout(r, during.elapsed)))
    console.info(
      `9 MP upload ${ms(during.elapsed)}: longest loop stall ${ms(during.longestStall)}, ${during.pings} pings, slowest ${ms(during.slowestPing)}; ` +
        `same window without upload: stall ${ms(idle.longestStall)}, ${idle.pings} pings, slowest ${ms(idle.slowestPing)}`,
    )
    // Decoding on the event loop holds it for most of the upload; on the thread, only for the
    // parsing of the body.
    expect(during.longestStall).toBeLessThan(during.elapsed / 4)
    expect(during.slowestPing).toBeLessThan(during.elapsed / 4)
    // And the pings kept coming: on-loop decoding let about one through against hundreds. A
    // tenth leaves that gap clear while the thread shares two busy cores with a whole test run
    // (a quarter was missed by one ping in one such run).
    expect(during.pings).toBeGreaterThan(idle.pings / 10)
  })
})

describe('image decoder pool', () => {
  it('replaces a thread that runs over its time and refuses that image in the envelope', async () => {
    // A time limit no 9 MP decode meets (thread start-up is not counted against it).
    const images = createImageDecoder({ workers: 1, timeoutMs: 50 })
    try {
      await expect(images.reencodeIcon(gradientPng(3000, 3000))).rejects.toMatchObject({
        statusCode: 422,
        errorCode: 'image_unprocessable',
      })
      // A fresh thread takes the next job.
      expect((await images.reencodeIcon(gradientPng(8, 8))).width).toBe(8)
    } finally {
      await images.close()
    }
  })

  it('answers busy past its queue instead of holding every upload in memory', async () => {
    const images = createImageDecoder({ workers: 1, timeoutMs: 30_000 })
    const small = gradientPng(16, 16)
    try {
      const answers = await Promise.allSettled(Array.from({ length: 12 }, () => images.reencodeIcon(small)))
      const busy = answers.filter((a) => a.status === 'rejected')
      expect(busy.length).toBeGreaterThan(0)
      for (const a of busy) expect(a).toMatchObject({ reason: { statusCode: 503, errorCode: 'server_busy' } })
      // Eight wait while the thread starts; the rest are refused at once.
      expect(answers.filter((a) => a.status === 'fulfilled').length).toBe(8)
    } finally {
      await images.close()
    }
  })
})
