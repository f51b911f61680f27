import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/** Links open outside the back office, never in it. */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

export const sanitizeHtml = (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })

/**
 * Operator HTML, as the player app shows it: sanitised with DOMPurify first, so a script, an event
 * handler or a javascript: link in a draft never runs in the back office either.
 */
export function SafeHtml({
  html,
  className,
  style,
}: {
  html: string
  className?: string
  style?: React.CSSProperties
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />
}
