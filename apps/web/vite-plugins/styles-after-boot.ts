import type { Plugin } from 'vite'

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g

/**
 * Moves the build's stylesheet links from the head to the end of the body. In the head they block
 * every paint until they arrive, the boot screen's too; after the boot screen they block only what
 * follows them. The app loses nothing: its module script runs after the document is parsed and,
 * like any script, waits for the stylesheets before it does.
 */
export function stylesAfterBoot(): Plugin {
  return {
    name: 'parlor:styles-after-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(STYLESHEET) ?? []
        if (links.length === 0) return html
        const body = html.replace(STYLESHEET, '')
        return body.replace('</body>', `${links.map((l) => `  ${l.trim()}\n`).join('')}  </body>`)
      },
    },
  }
}
