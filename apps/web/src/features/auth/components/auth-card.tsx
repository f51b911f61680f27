import { MessageOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The sign-in and registration card: the form, then a line that switches to the other screen. */
export function AuthCard({
  children,
  prompt,
  linkText,
  to,
}: {
  children: ReactNode
  prompt: string
  linkText: string
  to: string
}) {
  return (
    <section className="login-screen__card">
      {children}
      <p className="login-screen__register">
        {prompt}{' '}
        <Link className="login-screen__link" to={to}>
          {linkText}
        </Link>
      </p>
    </section>
  )
}

/** The customer-service link under the sign-in and registration screens; nothing when the merchant has none. */
export function AuthServiceLink({ url, label }: { url: string | null | undefined; label: string }) {
  if (!url) return null
  return (
    <a className="login-screen__service" href={url} target="_blank" rel="noopener noreferrer">
      <MessageOutline aria-hidden="true" />
      {label}
    </a>
  )
}
