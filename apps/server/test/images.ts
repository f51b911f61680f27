import { PNG } from 'pngjs'

/** A real PNG: a colour gradient, which compresses well, so several megapixels stay under upload caps. */
export function gradientPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height })
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      png.data[i] = (x * 255) / width
      png.data[i + 1] = (y * 255) / height
      png.data[i + 2] = 128
      png.data[i + 3] = 255
    }
  return PNG.sync.write(png)
}
