import { routes } from '@parlor/contract'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { loginAs } from '../../../test/members.ts'
import { FEEDBACK_PER_HOUR } from './feedback-routes.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' })
})
afterAll(() => t.close())

const png = () => {
  const img = new PNG({ width: 4, height: 4 })
  img.data.fill(200)
  return PNG.sync.write(img)
}
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9])
// A Windows executable's first bytes ("MZ"), dressed up with an image name.
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512, 1)])
const b64 = (b: Buffer) => b.toString('base64')

const put = (token: string | undefined, payload: unknown, language = 'EN') =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    headers: { ...(token ? { authorization: token } : {}), language },
    payload: payload as Record<string, unknown>,
  })
const adminList = async () =>
  routes.adminFeedbackList.value.parse(
    (await t.app.inject({ url: '/admin/feedback?merchant=demo', headers: { 'x-admin-token': ADMIN_TOKEN } })).json()
      .value,
  )

describe('feedback', () => {
  it('stores a remark with png and jpg images for operators, by sniffed type', async () => {
    const demo = await loginAs(t.app, 'demo')
    const image = png()
    const res = await put(demo, {
      remark: '  The slots page froze after a spin.  ',
      images: [
        { name: 'shot.png', data: `data:image/png;base64,${b64(image)}` },
        { name: 'photo.JPG', data: b64(JPEG) },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const id = res.json().value.id as number
    const [row] = await adminList()
    expect(row).toMatchObject({
      id,
      username: 'demo',
      remark: 'The slots page froze after a spin.',
      images: [
        { mime: 'image/png', size: image.length },
        { mime: 'image/jpeg', size: JPEG.length },
      ],
    })
    const bytes = await t.app.inject({
      url: `/admin/feedback/${id}/images/0`,
      headers: { 'x-admin-token': ADMIN_TOKEN },
    })
    expect(bytes.headers['content-type']).toBe('image/png')
    expect(bytes.headers['content-disposition']).toMatch(/^attachment/)
    expect(bytes.rawPayload.equals(image)).toBe(true)
    expect((await t.app.inject({ url: '/admin/feedback?merchant=demo' })).statusCode).toBe(401)
  })

  it('checks the limits with their own messages and stores nothing refused', async () => {
    const lina = await loginAs(t.app, 'lina')
    const refusals: [unknown, string, string][] = [
      [{ remark: 'x'.repeat(141) }, 'feedback.remark_too_long', 'The remark can be at most 140 characters.'],
      [{ remark: '   ' }, 'feedback.remark_required', 'Please describe your feedback.'],
      [
        { remark: 'four', images: [png(), png(), png(), png()].map((b) => ({ data: b64(b) })) },
        'feedback.too_many_images',
        'You can attach at most 3 images.',
      ],
      [
        { remark: 'exe', images: [{ data: b64(png()) }, { name: 'cat.png', data: b64(EXE) }] },
        'feedback.image_type',
        'Image 2 is not a PNG or JPG picture.',
      ],
      [
        {
          remark: 'big',
          images: [{ name: 'big.png', data: b64(Buffer.concat([png(), Buffer.alloc(6 * 1024 * 1024)])) }],
        },
        'feedback.image_too_large',
        'Image 1 is larger than 5 MB.',
      ],
      [
        { remark: 'junk', images: [{ data: 'not base64 at all!' }] },
        'feedback.image_type',
        'Image 1 is not a PNG or JPG picture.',
      ],
    ]
    for (const [payload, code, message] of refusals) {
      const res = await put(lina, payload)
      expect(res.statusCode, code).toBe(400)
      expect(res.json()).toMatchObject({ success: false, errorCode: code, message })
    }
    expect((await adminList()).filter((r) => r.username === 'lina')).toEqual([])
    // 140 characters exactly, counted as characters (an emoji is one).
    expect((await put(lina, { remark: `${'😀'.repeat(40)}${'x'.repeat(100)}` })).statusCode).toBe(200)
    const ty = await put(lina, { remark: 'x'.repeat(141) }, 'TY')
    expect(ty.json().message).toBe('Hanggang 140 na karakter lamang ang puna.')
  })

  it('raises the body limit for this route only: a 5 MB image passes, a 30 MB body does not', async () => {
    const marco = await loginAs(t.app, 'marco')
    // Base64 of 5 MB is about 6.7 MB, a hundred times the app-wide body limit (64 KiB).
    const five = b64(Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024 - 200)]))
    expect(five.length).toBeGreaterThan(t.config.bodyLimit * 100)
    const ok = await put(marco, { remark: 'one big', images: [{ data: five }] })
    expect(ok.statusCode, ok.body.slice(0, 200)).toBe(200)
    const huge = await put(marco, { remark: 'x', images: [{ data: 'A'.repeat(30 * 1024 * 1024) }] })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().errorCode).toBe('request_body_too_large')
    // Elsewhere the app-wide limit still holds.
    const other = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/CSP_markInboxRead',
      headers: { authorization: marco },
      payload: { ids: [1], pad: 'x'.repeat(t.config.bodyLimit) },
    })
    expect(other.statusCode).toBe(413)
  }, 120_000)

  it('needs a real member and the FEEDBACK3 switch, and is limited per member', async () => {
    expect((await put(undefined, { remark: 'hi' })).json().errorCode).toBe('customer.not.login')
    expect((await put(await loginAs(t.app, 'trial_demo'), { remark: 'hi' })).json().errorCode).toBe(
      'in_need_true_account',
    )
    const jun = await loginAs(t.app, 'jun')
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) expect((await put(jun, { remark: `note ${i}` })).statusCode).toBe(200)
    const limited = await put(jun, { remark: 'one more' })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().errorCode).toBe('TOO_MANY_REQUEST')
    // Another member is not affected.
    expect((await put(await loginAs(t.app, 'rico'), { remark: 'hello' })).statusCode).toBe(200)

    await t.app.inject({
      method: 'PATCH',
      url: '/admin/merchants/demo',
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { flags: { FEEDBACK3: false } },
    })
    const off = await put(await loginAs(t.app, 'subagent'), { remark: 'hello' })
    expect(off.json().errorCode).toBe('function.not.available')
  })
})
