import type { SessionInfo, SystemStatus } from '@parlor/contract'
import { render } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import {
  BrowserRouter,
  type Location,
  type NavigateOptions,
  type NavigationType,
  type To,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router'
import { AppProvider } from '@/app/provider'
import { AppRoutes } from '@/app/router'
import { createQueryClient } from '@/lib/query-client'
import { writeSession } from '@/lib/storage'
import { jsonResponse, makeStatus, ok, stubApi } from './fixtures'

interface RenderAppOptions {
  status?: SystemStatus
  session?: SessionInfo
  handlers?: Parameters<typeof stubApi>[0]
}

/** What a test drives the router with, and reads where it is from, as the data router's object offered. */
export interface TestRouter {
  /** Navigates, and settles a task later, once what the navigation set off (a toast's close) has run. */
  navigate: (to: To | number, options?: NavigateOptions) => Promise<void>
  state: { location: Location; historyAction: NavigationType }
}

function RouterProbe({ into }: { into: TestRouter }) {
  const navigate = useNavigate()
  into.navigate = async (to, options) => {
    await (typeof to === 'number' ? navigate(to) : navigate(to, options))
    await new Promise((settled) => setTimeout(settled, 0))
  }
  into.state = { location: useLocation(), historyAction: useNavigationType() }
  return null
}

/** The whole app (real router, query client, i18n) at `url`, against a stubbed API. */
export function renderApp(url: string, { status = makeStatus(), session, handlers = {} }: RenderAppOptions = {}) {
  const api = stubApi({ '/wps/system/status': () => jsonResponse(ok(status)), ...handlers })
  if (session) writeSession(session)
  window.history.replaceState(null, '', url)
  const router = {} as TestRouter
  // antd-mobile blocks pointer events while its open animations run, which jsdom never finishes.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <BrowserRouter>
        <AppRoutes />
        <RouterProbe into={router} />
      </BrowserRouter>
    </AppProvider>,
  )
  return { ...view, router, user, api }
}
