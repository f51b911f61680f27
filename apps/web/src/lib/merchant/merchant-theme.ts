/**
 * The merchant's accent colour (set in the back office, answered in the status `info.primaryColor`)
 * applied as CSS variables on the document: antd-mobile's `--adm-color-primary`, our own
 * `--parlor-primary-rgb` (for translucent tints) and the text colour that reads on the accent.
 * Without a usable colour the stylesheet's defaults (global.css) stay.
 */
const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i

export interface ThemeVariables {
  '--adm-color-primary': string
  '--parlor-primary-rgb': string
  '--adm-color-text-light-solid': string
}

/** Relative luminance (WCAG 2) of an sRGB channel triple. */
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

export function themeVariables(primaryColor: string | undefined): ThemeVariables | null {
  const m = primaryColor ? HEX.exec(primaryColor.trim()) : null
  if (!m) return null
  const rgb = [m[1], m[2], m[3]].map((h) => Number.parseInt(h as string, 16)) as [number, number, number]
  // Dark text on a light accent, white on a dark one: whichever contrasts more.
  const l = luminance(rgb)
  const withWhite = 1.05 / (l + 0.05)
  const withDark = (l + 0.05) / 0.05
  return {
    '--adm-color-primary': `#${m[1]}${m[2]}${m[3]}`.toLowerCase(),
    '--parlor-primary-rgb': rgb.join(', '),
    '--adm-color-text-light-solid': withDark >= withWhite ? '#1d1506' : '#ffffff',
  }
}

const NAMES: (keyof ThemeVariables)[] = ['--adm-color-primary', '--parlor-primary-rgb', '--adm-color-text-light-solid']

export function applyTheme(primaryColor: string | undefined, root: HTMLElement = document.documentElement): void {
  const vars = themeVariables(primaryColor)
  for (const name of NAMES) {
    if (vars) root.style.setProperty(name, vars[name])
    else root.style.removeProperty(name)
  }
}
