import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { App as AntApp, ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { type ReactNode, useEffect } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { i18n } from '@/lib/i18n'
import { setMessageInstance } from '@/lib/notify'

/** Hands antd's context-aware message API to code outside React (lib/notify.ts). */
function MessageBridge() {
  const { message } = AntApp.useApp()
  useEffect(() => {
    setMessageInstance(message)
    return () => setMessageInstance(null)
  }, [message])
  return null
}

function LocalisedAntd({ children }: { children: ReactNode }) {
  const { i18n: active } = useTranslation()
  const chinese = active.language === 'zh-CN'
  useEffect(() => {
    dayjs.locale(chinese ? 'zh-cn' : 'en')
  }, [chinese])
  return (
    <ConfigProvider locale={chinese ? zhCN : enUS} theme={{ token: { colorPrimary: '#1f5fbf' } }}>
      <AntApp>
        <MessageBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  )
}

/** Every context the back office needs; tests render through this same component. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalisedAntd>{children}</LocalisedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
