/** Elements whose text is code or markup, never words for the reader. */
const NOT_TEXT = 'script, style, template, noscript, iframe, object, svg, math'

/**
 * Plain text of operator HTML, for marquees and titles. A document made by DOMParser runs no script
 * and loads nothing, so reading its text needs no sanitiser: only the words are kept, never markup.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  for (const el of doc.body.querySelectorAll(NOT_TEXT)) el.remove()
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
