/**
 * Generated artwork: game icons, vendor logos, banners and team crests drawn as SVG so
 * the demo needs no external image host. All text is escaped; nothing from a request is
 * placed in the markup unescaped.
 */
export function escapeXml(s: string): string {
  return s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  )
}

function hash(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

const hue = (s: string) => hash(s) % 360

/** Splits a title into at most `max` lines of about `width` characters. */
function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && (line + word).length > width) {
      lines.push(line.trim())
      line = ''
    }
    line += `${word} `
  }
  if (line.trim()) lines.push(line.trim())
  return lines.slice(0, max)
}

// Plain glyphs every system font has (emoji would need an emoji font the phone may lack).
const SYMBOLS: Record<string, string> = {
  RNG: '7',
  FISH: '≈',
  LIVE: '♦',
  PVP: '♠',
  SPORTS: '●',
  ESPORTS: '▲',
  COCKFIGHT: '♛',
  LOTT: '№',
  ELOTT: '#',
}

export function gameIcon(game: { name: string; vendor: string; gameType: string; id: number }): string {
  const h = hue(`${game.vendor}${game.id}`)
  const lines = wrap(game.name, 12, 3)
  const text = lines
    .map((l, i) => `<text x="100" y="${150 + i * 20 - (lines.length - 1) * 10}" class="t">${escapeXml(l)}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,45%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},75%,25%)"/></linearGradient>
<style>.t{font:700 17px system-ui,sans-serif;fill:#fff;text-anchor:middle}.v{font:600 11px system-ui,sans-serif;fill:rgba(255,255,255,.75);text-anchor:middle;letter-spacing:1px}</style></defs>
<rect width="200" height="200" rx="28" fill="url(#g)"/>
<circle cx="100" cy="72" r="44" fill="rgba(255,255,255,.14)"/>
<text x="100" y="90" font-family="DejaVu Sans,system-ui,sans-serif" font-weight="700" font-size="46" fill="#fff" text-anchor="middle">${SYMBOLS[game.gameType] ?? '★'}</text>
${text}
<text x="100" y="188" class="v">${escapeXml(game.vendor)}</text>
</svg>`
}

/** The vendor plate's size: a 5:2 slot, the shape the web app's vendor art slots have (vendor-art.css). */
export const VENDOR_PLATE = { width: 160, height: 64, margin: 12 } as const

/** About how wide a line of bold sans-serif text is; wide scripts (CJK, Hangul) count a full em. */
function textWidth(text: string, size: number): number {
  let ems = 0
  for (const ch of text) ems += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.62
  return ems * size
}

/** Two lines of about equal length from the words of a name too long for one. */
function twoLines(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean)
  if (words.length < 2) return [text]
  let best = [text]
  let longest = Number.POSITIVE_INFINITY
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')]
    const widest = Math.max(...lines.map((l) => [...l].length))
    if (widest < longest) {
      longest = widest
      best = lines
    }
  }
  return best
}

/** Dark text on a light plate, white on a dark one. */
function inkOn(color: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1]
  if (!hex) return '#fff'
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? '#1b1b2f' : '#fff'
}

/**
 * A vendor's plate: its name (never its code) on its colour, on one line or two, each line kept
 * inside the plate's margins (squeezed when a name is longer than the estimate allows), so the
 * whole name shows in the app's 5:2 art slots at any size.
 */
export function vendorLogo(v: { code: string; name: string; color: string }): string {
  const { width, height, margin } = VENDOR_PLATE
  const room = width - 2 * margin
  const name = v.name.trim() || v.code.replace(/_/g, ' ')
  const single = textWidth(name, 22) <= room
  const lines = single ? [name] : twoLines(name)
  const size = single ? 22 : 17
  const ink = inkOn(v.color)
  const top = height / 2 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35
  const text = lines
    .map((line, i) => {
      const squeeze = textWidth(line, size) > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : ''
      return `<text x="${width / 2}" y="${(top + i * size * 1.15).toFixed(1)}"${squeeze}>${escapeXml(line)}</text>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="12" fill="${escapeXml(v.color)}"/>
<rect width="${width}" height="${height / 2}" rx="12" fill="url(#s)"/>
<g font-family="system-ui,sans-serif" font-weight="800" font-size="${size}" fill="${ink}" text-anchor="middle">${text}</g>
</svg>`
}

export function banner(title: string, seed: string): string {
  const h = hue(seed)
  const lines = wrap(title, 22, 2)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},65%,28%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},80%,12%)"/></linearGradient></defs>
<rect width="750" height="300" fill="url(#b)"/>
<circle cx="640" cy="70" r="120" fill="hsla(${(h + 180) % 360},80%,60%,.18)"/>
<circle cx="590" cy="250" r="80" fill="hsla(45,90%,60%,.22)"/>
${lines.map((l, i) => `<text x="48" y="${(lines.length === 1 ? 168 : 140) + i * 56}" font-family="system-ui,sans-serif" font-weight="800" font-size="46" fill="#fff">${escapeXml(l)}</text>`).join('')}
</svg>`
}

export function crest(name: string): string {
  const h = hue(name)
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<path d="M48 4 88 18v30c0 22-17 38-40 44C25 86 8 70 8 48V18z" fill="hsl(${h},65%,42%)" stroke="#fff" stroke-width="4"/>
<text x="48" y="60" font-family="system-ui,sans-serif" font-weight="800" font-size="30" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`
}

/**
 * The merchant's mark: its initial in a ring of its colour on the navy tile. `fullBleed` squares the
 * tile's corners for icons the platform shapes itself (maskable icons, iOS home-screen icons): the
 * ring's outer edge is 67/192 of the width from the centre, inside the 40 % safe zone every mask keeps.
 */
export function brandMark(name: string, color: string, { fullBleed = false } = {}): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 192 192" width="192" height="192">
<rect width="192" height="192" rx="${fullBleed ? 0 : 40}" fill="#101a3a"/>
<circle cx="96" cy="96" r="62" fill="none" stroke="${escapeXml(color)}" stroke-width="10"/>
<text x="96" y="118" font-family="Georgia,serif" font-weight="700" font-size="64" fill="${escapeXml(color)}" text-anchor="middle">${escapeXml(name.slice(0, 1).toUpperCase())}</text>
</svg>`
}
