import { FileOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'

/** A screen or section with nothing to show says what and why, instead of an empty box. */
export function EmptyState({ title, text, icon }: { title: string; text: string; icon?: ReactNode }) {
  return (
    <div className="mc-empty" role="status">
      <span className="mc-empty__icon" aria-hidden="true">
        {icon ?? <FileOutline />}
      </span>
      <h2>{title}</h2>
      <p>{text}</p>
    </div>
  )
}
