import { Toast } from 'antd-mobile'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Storefront §9: how long the loading toast may stay at most, per kind of list. */
export const PLEASE_WAIT_MS = { list: 2_000, hot: 3_000 } as const

/**
 * Storefront §8: while a home list is fetching, the `in_please_wait` loading toast shows; it
 * closes as soon as the answer is in, and by itself after the list's limit at the latest.
 */
export function usePleaseWaitToast(fetching: boolean, kind: keyof typeof PLEASE_WAIT_MS) {
  const { t } = useTranslation()
  useEffect(() => {
    if (!fetching) return
    const toast = Toast.show({
      icon: 'loading',
      content: t('messages.in_please_wait'),
      duration: PLEASE_WAIT_MS[kind],
    })
    return () => toast.close()
  }, [fetching, kind, t])
}
