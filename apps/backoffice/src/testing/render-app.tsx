import { ROLE_PERMISSIONS, type RouteDef, routes, type StaffMe, type StaffRole } from '@parlor/contract'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import type { z } from 'zod'
import { AppProvider } from '@/app/provider'
import { appRoutes } from '@/app/router'
import { setUnauthorizedHandler, loginHref } from '@/lib/api-client'
import { createQueryClient } from '@/lib/query-client'

type RouteName = keyof typeof routes

export interface ErrorAnswer {
  error: string
  status?: number
  message?: string
  value?: unknown
}

type ValueOf<K extends RouteName> = z.input<(typeof routes)[K]['value']>

/**
 * What a stubbed call answers: its value (typed by the contract entry, wrapped in a success
 * envelope), an error envelope, or a function of the request giving either.
 */
export type StubAnswer<K extends RouteName = RouteName> =
  | ValueOf<K>
  | ErrorAnswer
  // A function's answer is not checked here: tests build partial rows on purpose.
  | ((request: StubRequest) => unknown)

export type StubAnswers = { [K in RouteName]?: StubAnswer<K> }

export interface StubRequest {
  url: URL
  method: string
  params: Record<string, string>
  body: unknown
}

export const staffMe = (role: StaffRole = 'owner', extra: Partial<StaffMe> = {}): StaffMe => ({
  id: 1,
  username: role,
  displayName: `Demo ${role}`,
  role,
  merchants: 'all',
  permissions: [...ROLE_PERMISSIONS[role]],
  recoveryCodesLeft: 10,
  idleMinutes: 30,
  ...extra,
})

const DEFAULT_MERCHANTS = [
  {
    code: 'demo',
    name: 'Parlor Demo',
    currency: 'PHP',
    defaultLanguage: 'EN',
    languages: ['EN'],
    maintenance: false,
    maintenanceNow: false,
    domains: [],
    members: 3,
  },
]

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = []
  const re = new RegExp(
    `^${pattern.replace(/:(\w+)/g, (_, n: string) => {
      names.push(n)
      return '([^/]+)'
    })}$`,
  )
  const m = re.exec(path)
  if (!m) return null
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')]))
}

const isErrorAnswer = (a: unknown): a is ErrorAnswer =>
  typeof a === 'object' && a !== null && 'error' in a && typeof (a as { error: unknown }).error === 'string'

/**
 * Stubs `fetch` with answers per contract entry name (`{ boStaffList: [...] }`). `staffMe` and
 * `boMerchantList` have defaults (an owner, one merchant `demo`); pass `staffMe: { error:
 * 'staff_unauthorized', status: 401 }` for a signed-out visitor. A call without an answer fails the
 * test with its path. Returns the spy, whose calls are `[url, init]`.
 */
export function stubApi(answers: StubAnswers = {}) {
  const table: StubAnswers = {
    staffMe: staffMe(),
    boMerchantList: DEFAULT_MERCHANTS,
    ...answers,
  }
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://bo.test')
    const method = init?.method ?? 'GET'
    for (const [name, answer] of Object.entries(table) as [RouteName, StubAnswer][]) {
      const route = routes[name] as RouteDef
      if (route.method !== method) continue
      const params = matchPath(route.path, url.pathname)
      if (!params) continue
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body
      const result = typeof answer === 'function' ? await answer({ url, method, params, body }) : answer
      if (isErrorAnswer(result))
        return Response.json(
          {
            success: false,
            value: result.value ?? null,
            errorCode: result.error,
            message: result.message ?? result.error,
          },
          { status: result.status ?? 400 },
        )
      return Response.json({ success: true, value: result ?? null })
    }
    throw new Error(`no stubbed answer for ${method} ${url.pathname}`)
  })
  vi.stubGlobal('fetch', spy)
  return spy
}

/** Renders the whole back office at `url` with its real providers and routes, in memory. */
export function renderApp(url: string, answers: StubAnswers = {}) {
  const fetchSpy = stubApi(answers)
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] })
  const queryClient = createQueryClient()
  setUnauthorizedHandler(() => {
    const { pathname, search } = router.state.location
    if (!pathname.startsWith('/bo/login')) void router.navigate(loginHref(`${pathname}${search}`), { replace: true })
  })
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { ...view, router, queryClient, fetch: fetchSpy }
}
