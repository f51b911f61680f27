import type { ActionSheetProps } from 'antd-mobile'
import { lazy, Suspense, useState } from 'react'

// Deep import, so the sheet and its drag handling (@use-gesture) stay out of the first load.
const ActionSheet = lazy(() => import('antd-mobile/es/components/action-sheet'))

/**
 * antd-mobile's ActionSheet, fetched the first time it opens. Every sheet in the shell opens on
 * a tap, never on the first screen, so this keeps the first load smaller.
 */
export function LazyActionSheet(props: ActionSheetProps) {
  const [requested, setRequested] = useState(props.visible === true)
  if (props.visible && !requested) setRequested(true)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <ActionSheet {...props} />
    </Suspense>
  )
}
