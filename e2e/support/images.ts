import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PNG } from 'pngjs'

/**
 * A real PNG file for an upload: a diagonal gradient (red across, blue down), so a crop or a
 * scale the server applies shows in the screenshot. Returns its path in a fresh temporary folder.
 */
export function gradientPng(width: number, height: number, name = 'image.png'): string {
  const png = new PNG({ width, height })
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      png.data[i] = Math.round((x / width) * 255)
      png.data[i + 1] = 110
      png.data[i + 2] = Math.round((y / height) * 255)
      png.data[i + 3] = 255
    }
  const file = join(mkdtempSync(join(tmpdir(), 'parlor-png-')), name)
  writeFileSync(file, PNG.sync.write(png))
  return file
}
