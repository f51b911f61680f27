import { type MouseEvent, useMemo } from 'react'
import { useNavigate } from 'react-router'
import { isExternalUrl } from '@/lib/links'
import { sanitizeHtml } from '@/lib/sanitize'
import './safe-html.css'

interface SafeHtmlProps {
  html: string
  className?: string
  /** Called after an in-app link navigated, e.g. to close the popup that held it. */
  onNavigate?: () => void
}

/**
 * Operator HTML, sanitised (utils/sanitize.ts). Links starting with http open outside the app in
 * a new tab; any other link navigates inside the app (storefront §Home screen, announcement pop-up).
 */
export function SafeHtml({ html, className, onNavigate }: SafeHtmlProps) {
  const navigate = useNavigate()
  const clean = useMemo(() => sanitizeHtml(html), [html])

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a')
    const href = anchor?.getAttribute('href')
    if (!anchor || !href || isExternalUrl(href) || /^(mailto|tel):/i.test(href) || href.startsWith('#')) return
    event.preventDefault()
    navigate(href)
    onNavigate?.()
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegates clicks on the links inside, which take the keyboard themselves.
    // biome-ignore lint/a11y/noStaticElementInteractions: same: the div only catches clicks that bubble from its links.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: `clean` comes from sanitizeHtml (DOMPurify); this is the app's one such sink.
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
  )
}
