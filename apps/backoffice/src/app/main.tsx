import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { paths } from '@/config/paths'
import { loginHref, setUnauthorizedHandler } from '@/lib/api-client'
import { initI18n } from '@/lib/i18n'
import { createQueryClient } from '@/lib/query-client'
import { AppProvider } from './provider'
import { createAppRouter } from './router'
import './global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html lost its #root element')

const router = createAppRouter()
const queryClient = createQueryClient()

// A session that ended: sign in and come back here. The cache is emptied by the next sign-in
// (features/auth/api/sign-in.ts); emptying it now would refetch `me` under the mounted layout.
setUnauthorizedHandler(() => {
  const { pathname, search } = router.state.location
  if (pathname.startsWith(paths.login.path) || router.state.navigation.location?.pathname.startsWith(paths.login.path))
    return
  void router.navigate(loginHref(`${pathname}${search}`), { replace: true })
})

// The first paint is already in the staff member's language.
void initI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
)
