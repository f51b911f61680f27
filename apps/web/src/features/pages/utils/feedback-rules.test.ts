import { describe, expect, it } from 'vitest'
import { feedbackFormSchema, imageProblem, toBase64 } from './feedback-rules'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])

describe('feedback rules', () => {
  it('tells png and jpg apart from other bytes whatever the name', async () => {
    expect(await imageProblem(new File([PNG], 'a.png'), 0)).toBeNull()
    expect(await imageProblem(new File([JPG], 'a.bin'), 2)).toBeNull()
    expect(await imageProblem(new File([EXE], 'cat.png', { type: 'image/png' }), 0)).toBe('imageType')
  })

  it('refuses a fourth image and a file over 5 MB', async () => {
    expect(await imageProblem(new File([PNG], 'a.png'), 3)).toBe('tooManyImages')
    const big = new File([PNG, new Uint8Array(6 * 1024 * 1024)], 'big.png')
    expect(await imageProblem(big, 0)).toBe('imageTooLarge')
    const edge = new File([PNG, new Uint8Array(5 * 1024 * 1024 - PNG.length)], 'edge.png')
    expect(await imageProblem(edge, 0)).toBeNull()
  })

  it('limits the remark to 140 characters counted as people count them', () => {
    const issue = (remark: string) => feedbackFormSchema.safeParse({ remark, images: [] }).error?.issues[0]?.message
    expect(issue('x'.repeat(140))).toBeUndefined()
    expect(issue('😀'.repeat(140))).toBeUndefined()
    expect(issue('x'.repeat(141))).toBe('remarkTooLong')
    expect(issue('   ')).toBe('remarkRequired')
  })

  it('encodes file bytes as base64', async () => {
    expect(await toBase64(new File([new Uint8Array([104, 105])], 'x'))).toBe('aGk=')
  })
})
