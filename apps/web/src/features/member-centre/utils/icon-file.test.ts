import { ICON_MAX_BYTES } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { checkIconFile } from './icon-file'

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

describe('checkIconFile', () => {
  it('accepts png and jpeg by their first bytes, whatever the name or type says', async () => {
    expect(await checkIconFile(new File([new Uint8Array([...PNG_HEAD, 0])], 'a.gif', { type: 'image/gif' }))).toBe('ok')
    expect(
      await checkIconFile(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1])], 'a.png', { type: 'image/png' })),
    ).toBe('ok')
  })

  it('refuses other bytes under an image name', async () => {
    const exe = new File([new TextEncoder().encode('MZ\x90\x00 this is not a picture')], 'photo.png', {
      type: 'image/png',
    })
    expect(await checkIconFile(exe)).toBe('type')
  })

  it('refuses empty files and files over the cap', async () => {
    expect(await checkIconFile(new File([], 'a.png'))).toBe('empty')
    const big = new Uint8Array(ICON_MAX_BYTES + 1)
    big.set(PNG_HEAD)
    expect(await checkIconFile(new File([big], 'a.png'))).toBe('size')
    const edge = new Uint8Array(ICON_MAX_BYTES)
    edge.set(PNG_HEAD)
    expect(await checkIconFile(new File([edge], 'a.png'))).toBe('ok')
  })
})
