/**
 * Draws captcha text into a PNG with our own 5×7 bitmap font: glyphs scaled up, each with
 * its own offset, slant and colour, over noise lines and dots. Enough to stop naive scripts;
 * the real defence against guessing is that each captcha answers once and login failures are
 * capped (plugins and session service).
 */
import { randomInt } from 'node:crypto'
import { PNG } from 'pngjs'

// 5 columns × 7 rows, '#' = ink.
const FONT: Record<string, string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '# #  ', '  #  ', '  #  ', '  #  ', '#####'],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#### ', '    #', '    #', ' ### ', '    #', '    #', '#### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': [' ### ', '#    ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '    #', ' ### '],
  '+': ['     ', '  #  ', '  #  ', '#####', '  #  ', '  #  ', '     '],
  '-': ['     ', '     ', '     ', '#####', '     ', '     ', '     '],
  '=': ['     ', '     ', '#####', '     ', '#####', '     ', '     '],
  '?': [' ### ', '#   #', '    #', '   # ', '  #  ', '     ', '  #  '],
  ' ': ['     ', '     ', '     ', '     ', '     ', '     ', '     '],
}

export const CAPTCHA_GLYPHS = Object.keys(FONT).join('')

const SCALE = 4
const GLYPH_W = 5 * SCALE
const GLYPH_H = 7 * SCALE
const HEIGHT = 48

type Rgb = [number, number, number]

export function renderCaptcha(text: string): Buffer {
  const advance = GLYPH_W + 4
  const narrow = (ch: string) => ch === ' '
  const width = 16 + [...text].reduce((w, ch) => w + (narrow(ch) ? advance / 2 : advance), 0)
  const png = new PNG({ width, height: HEIGHT })
  const put = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= width || y >= HEIGHT) return
    const i = (y * width + x) * 4
    png.data[i] = r
    png.data[i + 1] = g
    png.data[i + 2] = b
    png.data[i + 3] = 255
  }
  // Pale, slightly uneven background.
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < width; x++) {
      const v = 236 + randomInt(0, 16)
      put(x, y, [v, v - randomInt(0, 8), v - randomInt(0, 12)])
    }

  const line = (x0: number, y0: number, x1: number, y1: number, color: Rgb) => {
    const dx = Math.abs(x1 - x0)
    const dy = -Math.abs(y1 - y0)
    const sx = x0 < x1 ? 1 : -1
    const sy = y0 < y1 ? 1 : -1
    let err = dx + dy
    let x = x0
    let y = y0
    for (;;) {
      put(x, y, color)
      put(x, y + 1, color)
      if (x === x1 && y === y1) break
      const e2 = 2 * err
      if (e2 >= dy) {
        err += dy
        x += sx
      }
      if (e2 <= dx) {
        err += dx
        y += sy
      }
    }
  }
  const randomColor = (lo: number, hi: number): Rgb => [randomInt(lo, hi), randomInt(lo, hi), randomInt(lo, hi)]

  for (let i = 0; i < 3; i++)
    line(randomInt(0, width), randomInt(0, HEIGHT), randomInt(0, width), randomInt(0, HEIGHT), randomColor(120, 200))

  let penX = 8
  for (const ch of text) {
    const rows = FONT[ch]
    if (!rows) throw new Error(`no glyph for ${JSON.stringify(ch)}`)
    if (narrow(ch)) {
      penX += advance / 2
      continue
    }
    const color = randomColor(10, 110)
    const top = Math.floor((HEIGHT - GLYPH_H) / 2) + randomInt(-5, 6)
    const left = penX + randomInt(-2, 3)
    // Slant: each pixel row is shifted by a fraction of its height.
    const slant = randomInt(-3, 4) / 10
    rows.forEach((row, ry) => {
      for (let rx = 0; rx < 5; rx++) {
        if (row[rx] !== '#') continue
        for (let py = 0; py < SCALE; py++)
          for (let px = 0; px < SCALE; px++) {
            const y = ry * SCALE + py
            const x = rx * SCALE + px + Math.round((GLYPH_H / 2 - y) * slant)
            put(left + x, top + y, color)
          }
      }
    })
    penX += advance
  }

  for (let i = 0; i < 4; i++)
    line(randomInt(0, width), randomInt(0, HEIGHT), randomInt(0, width), randomInt(0, HEIGHT), randomColor(40, 160))
  for (let i = 0; i < (width * HEIGHT) / 40; i++) put(randomInt(0, width), randomInt(0, HEIGHT), randomColor(0, 255))

  return PNG.sync.write(png)
}

/** A challenge of the merchant's kind: 4-5 digits, or a small sum or difference to work out. */
export function makeChallenge(kind: 'numeric' | 'arithmetic'): { text: string; answer: string } {
  if (kind === 'numeric') {
    const n = randomInt(4, 6)
    const digits = Array.from({ length: n }, () => randomInt(0, 10)).join('')
    return { text: digits, answer: digits }
  }
  const a = randomInt(1, 10)
  const b = randomInt(1, 10)
  if (randomInt(0, 2) === 0) return { text: `${a} + ${b} = ?`, answer: String(a + b) }
  const [hi, lo] = a >= b ? [a, b] : [b, a]
  return { text: `${hi} - ${lo} = ?`, answer: String(hi - lo) }
}
