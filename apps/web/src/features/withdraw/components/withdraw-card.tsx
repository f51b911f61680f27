import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { refusalText } from '../utils/errors'
import './withdraw.css'

/** One card of the withdrawal screens: a region named by its heading. */
export function WithdrawCard({
  title,
  className,
  testId,
  children,
}: {
  title: ReactNode
  className?: string
  testId?: string
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <section
      className={className ? `wd__card ${className}` : 'wd__card'}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <h2 id={titleId} className="wd__heading">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A withdrawal screen whose data could not be read: the reason, in place of the screen. */
export function WithdrawLoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation()
  return (
    <div className="wd">
      <p className="wd__card" role="alert">
        {refusalText(error, t)}
      </p>
    </div>
  )
}
