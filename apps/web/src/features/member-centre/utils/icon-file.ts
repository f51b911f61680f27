import { ICON_MAX_BYTES } from '@parlor/contract'

export type IconCheck = 'ok' | 'type' | 'size' | 'empty'

/**
 * The same checks the server makes, before anything is sent: png or jpg by the first bytes (not by
 * name or the browser's guess), and at most ICON_MAX_BYTES. The server checks again and re-encodes.
 */
export async function checkIconFile(file: Blob): Promise<IconCheck> {
  if (file.size === 0) return 'empty'
  if (file.size > ICON_MAX_BYTES) return 'size'
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff
  return png || jpeg ? 'ok' : 'type'
}
