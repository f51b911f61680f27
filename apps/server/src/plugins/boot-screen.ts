/**
 * What the player app's boot screen (apps/web/index.html) draws of a landing screen before the
 * app's script has run: the home's first banner, the sign-in's merchant mark. On a slow line the
 * page and an image arrive long before the scripts, so the visitor sees the screen's main content
 * at once, where the app then draws it (the app replaces the boot screen on its first render).
 */

export interface BootScreen {
  /** Markup for the boot screen's slot, built only from escaped values. */
  html: string
  /** An image to ask for ahead of the scripts, which would otherwise queue before it. */
  preloadImage?: string
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** An operator's image address as an attribute value, or null if it is not a web address or a path. */
export function imageAttribute(url: string | null | undefined): string | null {
  const value = url?.trim()
  if (!value || !/^(https?:\/\/|\/(?!\/))/i.test(value)) return null
  return escapeHtml(value)
}

/** The home's first banner, where and as large as the carousel draws it. */
export function homeBoot(bannerUrl: string | null | undefined): BootScreen | null {
  const src = imageAttribute(bannerUrl)
  if (!src) return null
  return {
    html: `<div class="boot__banner"><img src="${src}" alt="" width="750" height="300" fetchpriority="high"></div>`,
    preloadImage: src,
  }
}

/** The sign-in screen's merchant mark: the logo image, or the name as a word mark. */
export function signInBoot(merchantName: string, logoUrl: string | null | undefined): BootScreen | null {
  const src = imageAttribute(logoUrl)
  if (src)
    return { html: `<div class="boot__intro"><img class="boot__logo" src="${src}" alt=""></div>`, preloadImage: src }
  const name = merchantName.trim()
  return name
    ? { html: `<div class="boot__intro"><span class="boot__wordmark">${escapeHtml(name)}</span></div>` }
    : null
}

/** A game list's first row of games, where the list's grid draws it (the list's title, tabs and filters above). */
export function gameListBoot(icons: readonly string[]): BootScreen | null {
  const srcs = icons.map(imageAttribute).filter((s): s is string => s !== null)
  const [first] = srcs
  if (!first) return null
  const tiles = srcs.map((src) => `<img src="${src}" alt="" width="200" height="200">`).join('')
  return { html: `<div class="boot__tiles">${tiles}</div>`, preloadImage: first }
}
