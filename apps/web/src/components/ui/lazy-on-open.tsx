import type { ActionSheetProps, CenterPopupProps } from 'antd-mobile'
import { lazy, type ReactNode, Suspense, useState } from 'react'

/**
 * Renders an overlay only from the first time it opens: every sheet and popup of the shell and
 * the home opens on a tap, so the screens that carry one open without its code (and the animation
 * and gesture libraries it brings). It stays mounted once open, so closing animates.
 */
function OnFirstOpen({ visible, children }: { visible: boolean | undefined; children: ReactNode }) {
  const [requested, setRequested] = useState(visible === true)
  if (visible && !requested) setRequested(true)
  if (!requested) return null
  return <Suspense fallback={null}>{children}</Suspense>
}

// Deep imports: the barrel would tie them to the first load.
const ActionSheet = lazy(() => import('antd-mobile/es/components/action-sheet'))
const CenterPopup = lazy(() => import('antd-mobile/es/components/center-popup'))

export function LazyActionSheet(props: ActionSheetProps) {
  return (
    <OnFirstOpen visible={props.visible}>
      <ActionSheet {...props} />
    </OnFirstOpen>
  )
}

export function LazyCenterPopup(props: CenterPopupProps) {
  return (
    <OnFirstOpen visible={props.visible}>
      <CenterPopup {...props} />
    </OnFirstOpen>
  )
}
