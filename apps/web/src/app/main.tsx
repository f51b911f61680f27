import { DEFAULT_LANGUAGE } from '@parlor/contract'
import { unstableSetRender } from 'antd-mobile'
import 'antd-mobile/es/global'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { captureInstallPrompt } from '@/features/download/hooks/use-install-prompt'
import { renderIntoRoot } from '@/lib/antd-mobile'
import { initI18n, resolveLanguage } from '@/lib/i18n'
import { createQueryClient } from '@/lib/query-client'
import { readCachedStatus, readStoredLanguage } from '@/lib/storage'
import { AppProvider } from './provider'
import { registerServiceWorker } from './register-service-worker'
import { createAppRouter } from './router'
import './global.css'

unstableSetRender(renderIntoRoot)
registerServiceWorker()
captureInstallPrompt()

const container = document.getElementById('root')
if (!container) throw new Error('index.html lost its #root element')

const router = createAppRouter()
const queryClient = createQueryClient()

// The first paint should already be in the visitor's language, so the bundle loads first.
initI18n(resolveLanguage(readStoredLanguage(), readCachedStatus()?.info))
  .catch(() => initI18n(DEFAULT_LANGUAGE))
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    )
  })
