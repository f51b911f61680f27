import type { SessionInfo, SystemStatus } from '@parlor/contract'
import { render } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { RouterProvider } from 'react-router'
import { AppProvider } from '@/app/provider'
import { createAppRouter } from '@/app/router'
import { createQueryClient } from '@/lib/query-client'
import { writeSession } from '@/lib/storage'
import { jsonResponse, makeStatus, ok, stubApi } from './fixtures'

interface RenderAppOptions {
  status?: SystemStatus
  session?: SessionInfo
  handlers?: Parameters<typeof stubApi>[0]
}

/** The whole app (real router, query client, i18n) at `url`, against a stubbed API. */
export function renderApp(url: string, { status = makeStatus(), session, handlers = {} }: RenderAppOptions = {}) {
  const api = stubApi({ '/wps/system/status': () => jsonResponse(ok(status)), ...handlers })
  if (session) writeSession(session)
  window.history.replaceState(null, '', url)
  const router = createAppRouter()
  // antd-mobile blocks pointer events while its open animations run, which jsdom never finishes.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { ...view, router, user, api }
}
