import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider } from 'antd-mobile'
import enUS from 'antd-mobile/es/locales/en-US'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '@/lib/i18n'

/** Every context the app needs; tests render through this same component. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* antd-mobile's built-in labels default to Chinese; our texts are passed explicitly. */}
        <ConfigProvider locale={enUS}>{children}</ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
