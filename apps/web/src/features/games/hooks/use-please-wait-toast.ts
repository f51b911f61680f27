import type { ToastHandler } from 'antd-mobile/es/components/toast'
import { createElement, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { loadToast } from '@/lib/antd-mobile'

/** Storefront §9: how long the loading toast may stay at most, per kind of list. */
export const PLEASE_WAIT_MS = { list: 2_000, hot: 3_000 } as const

/**
 * An answer within this time needs no toast: a toast flashing over a skeleton helps nobody, and on
 * the first visit its code would queue on the connections ahead of the lists themselves.
 */
const SHOW_AFTER_MS = 400

const MARK = 'please-wait-toast'

/**
 * Storefront §8: while a home list is fetching, the `in_please_wait` loading toast shows; it
 * closes as soon as the answer is in, and by itself after the list's limit at the latest (counted
 * from the fetch's start).
 */
export function usePleaseWaitToast(fetching: boolean, kind: keyof typeof PLEASE_WAIT_MS) {
  const { t } = useTranslation()
  useEffect(() => {
    if (!fetching) return
    let done = false
    let toast: ToastHandler | undefined
    const timer = setTimeout(() => {
      void loadToast().then((Toast) => {
        // An answer that came before the toast's code needs no toast.
        if (done) return
        toast = Toast.show({
          icon: 'loading',
          content: createElement('span', { className: MARK }, t('messages.in_please_wait')),
          duration: PLEASE_WAIT_MS[kind] - SHOW_AFTER_MS,
        })
      })
    }, SHOW_AFTER_MS)
    // antd-mobile has one toast: a later message (free_reject, an error) replaces this one in the
    // same handler, and closing it then would wipe that message before it is read.
    return () => {
      done = true
      clearTimeout(timer)
      if (document.querySelector(`.${MARK}`)) toast?.close()
    }
  }, [fetching, kind, t])
}
