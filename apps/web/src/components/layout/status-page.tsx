import { type ReactNode, useId } from 'react'
import './status-page.css'

interface StatusPageProps {
  icon: ReactNode
  title: ReactNode
  badge?: ReactNode
  description?: ReactNode
  /** Outside the shell (boot screens) the page fills the viewport on its own. */
  fullScreen?: boolean
  /** Actions and extra lines under the description. */
  children?: ReactNode
  /** 2 when the state sits inside a screen that has its own title. */
  level?: 1 | 2
}

/** The one look for pages that explain a state instead of showing content. */
export function StatusPage({
  icon,
  title,
  badge,
  description,
  fullScreen = false,
  children,
  level = 1,
}: StatusPageProps) {
  const titleId = useId()
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <section className={fullScreen ? 'status-page status-page--full' : 'status-page'} aria-labelledby={titleId}>
      <div className="status-page__icon" aria-hidden="true">
        {icon}
      </div>
      {badge && <span className="status-page__badge">{badge}</span>}
      <Heading id={titleId} className="status-page__title">
        {title}
      </Heading>
      {description && <p className="status-page__text">{description}</p>}
      {children && <div className="status-page__body">{children}</div>}
    </section>
  )
}
