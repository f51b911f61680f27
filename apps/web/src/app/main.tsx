import { DEFAULT_LANGUAGE } from '@parlor/contract'
import { unstableSetRender } from 'antd-mobile'
import 'antd-mobile/es/global'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { captureInstallPrompt } from '@/features/download/hooks/use-install-prompt'
import { renderIntoRoot } from '@/lib/antd-mobile'
import { allTexts, initI18n, resolveLanguage } from '@/lib/i18n'
import { getSystemStatusQueryOptions, initialSystemStatus } from '@/lib/merchant/get-system-status'
import { createQueryClient } from '@/lib/query-client'
import { readStoredLanguage } from '@/lib/storage'
import { AppProvider } from './provider'
import { registerServiceWorker } from './register-service-worker'
import { AppRoutes } from './router'
import { screenAt } from './screen-at'
import { preloadScreen } from './screens'
import './global.css'

unstableSetRender(renderIntoRoot)
registerServiceWorker()
captureInstallPrompt()

const container = document.getElementById('root')
if (!container) throw new Error('index.html lost its #root element')

const queryClient = createQueryClient()

// The boot call (unless the page brought a fresh answer) and the landing screen's module load
// side by side while the app starts.
void queryClient.prefetchQuery(getSystemStatusQueryOptions())
preloadScreen(screenAt(window.location.pathname))

// The first paint should already be in the visitor's language, so the bundle loads first.
initI18n(resolveLanguage(readStoredLanguage(), initialSystemStatus()?.info))
  .catch(() => initI18n(DEFAULT_LANGUAGE))
  // The first render in a task of its own, apart from the scripts' start: two shorter tasks
  // block a slow phone less than one long one.
  .then(() => new Promise((rendered) => setTimeout(rendered, 0)))
  .then(() => {
    // Rendered at once: Preact has no interruptible transitions (decision 050).
    createRoot(container).render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    )
    // The rest of the language's texts, for the next screen: after the page's own downloads (the
    // home's images among them), not in their way.
    const rest = () => void allTexts().catch(() => {})
    if (document.readyState === 'complete') rest()
    else window.addEventListener('load', rest, { once: true })
  })
