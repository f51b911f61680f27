import type { DialogConfirmProps, ToastShowProps } from 'antd-mobile'
import type { ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'

type Container = (Element | DocumentFragment) & { __parlorRoot?: Root }

/**
 * antd-mobile's Toast, Dialog and Modal render through ReactDOM.render, which React 19 removed
 * (stack-notes gotcha 1). Pass this to `unstableSetRender` before any of them is shown.
 */
export function renderIntoRoot(node: ReactElement, container: Element | DocumentFragment) {
  const c = container as Container
  c.__parlorRoot ??= createRoot(c)
  c.__parlorRoot.render(node)
  return async () => {
    // Unmounting synchronously inside antd's own close handler makes React warn about a race.
    await new Promise((resolve) => setTimeout(resolve, 0))
    c.__parlorRoot?.unmount()
    delete c.__parlorRoot
  }
}

/** `Dialog.confirm`, with the dialog's code fetched on first use: no screen opens with one. */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog')
  return Dialog.confirm(props)
}

/** antd-mobile's Toast, fetched on first use. */
export const loadToast = () => import('antd-mobile/es/components/toast').then((m) => m.default)

/** `Toast.show`, with the toast's code (and its animation library) fetched on first use: the shell shows none at start. */
export async function showToast(props: string | ToastShowProps) {
  ;(await loadToast()).show(props)
}

export async function clearToast() {
  ;(await loadToast()).clear()
}
