import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppProvider } from '@/app/provider'
import { createQueryClient } from '@/lib/query-client'
import { type StubRequest, stubApi } from '@/testing/render-app'
import { GamesTable } from './games-table'

const game = {
  id: 7,
  gameCode: 'fortune-dragon',
  vendorCode: 'PG',
  gameType: 'RNG',
  names: { EN: 'Fortune Dragon' },
  minBet: '0.10',
  isNew: false,
  isHot: true,
  sort: 3,
  enabled: true,
  iconUrl: null,
}

function renderGames(url: string) {
  const lists: URLSearchParams[] = []
  const patches: Array<{ id: string; body: unknown }> = []
  stubApi({
    boVendorList: [
      {
        code: 'PG',
        name: 'PG Soft',
        category: 'RNG',
        enabled: true,
        maintenance: false,
        maintenanceNow: false,
        games: 40,
      },
      {
        code: 'JL',
        name: 'JILI',
        category: 'FISH',
        enabled: true,
        maintenance: false,
        maintenanceNow: false,
        games: 12,
      },
    ],
    boGameList: (req: StubRequest) => {
      lists.push(req.url.searchParams)
      return { rows: [game], total: 45 }
    },
    boGamePatch: (req: StubRequest) => {
      patches.push({ id: req.params.id ?? '', body: req.body })
      return { ...game, ...(req.body as object) }
    },
  })
  const router = createMemoryRouter(
    [{ path: '/bo/games', element: <GamesTable merchant="demo" languages={['EN']} canWrite /> }],
    { initialEntries: [url] },
  )
  render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  const search = () => new URLSearchParams(router.state.location.search)
  return { lists, patches, search }
}

describe('the games table', { timeout: 60_000 }, () => {
  it('asks the server for the filters and page the URL holds', async () => {
    const { lists } = renderGames('/bo/games?merchant=demo&vendor=PG&gameType=RNG&q=dragon&page=2')
    await waitFor(() => expect(lists.length).toBeGreaterThan(0))
    expect(Object.fromEntries(lists.at(-1) ?? [])).toEqual({
      merchant: 'demo',
      vendor: 'PG',
      gameType: 'RNG',
      q: 'dragon',
      page: '2',
      pageSize: '20',
    })
    expect(await screen.findByText('Fortune Dragon')).toBeInTheDocument()
    expect(screen.getByLabelText('Game name or code')).toHaveValue('dragon')
  })

  it('writes a new search into the URL, back on page 1, keeping the other filters and the merchant', async () => {
    const user = userEvent.setup()
    const { lists, search } = renderGames('/bo/games?merchant=demo&vendor=PG&q=dragon&page=2')
    const box = await screen.findByLabelText('Game name or code')
    await user.clear(box)
    await user.type(box, 'tiger{Enter}')

    await waitFor(() => expect(search().get('q')).toBe('tiger'))
    expect(search().get('page')).toBeNull()
    expect(search().get('vendor')).toBe('PG')
    expect(search().get('merchant')).toBe('demo')
    await waitFor(() => expect(lists.at(-1)?.get('q')).toBe('tiger'))
    expect(lists.at(-1)?.get('page')).toBe('1')
    expect(lists.at(-1)?.get('vendor')).toBe('PG')
  })

  it('moves to another page through the URL', async () => {
    const { lists, search } = renderGames('/bo/games?merchant=demo')
    await screen.findByText('Fortune Dragon')
    fireEvent.click(within(document.querySelector('.ant-pagination') as HTMLElement).getByText('3'))
    await waitFor(() => expect(search().get('page')).toBe('3'))
    await waitFor(() => expect(lists.at(-1)?.get('page')).toBe('3'))
  })

  it('switches a mark in place with one PATCH', async () => {
    const user = userEvent.setup()
    const { patches } = renderGames('/bo/games?merchant=demo')
    await user.click(await screen.findByRole('switch', { name: 'New fortune-dragon' }))
    await waitFor(() => expect(patches).toEqual([{ id: '7', body: { merchant: 'demo', isNew: true } }]))
  })
})
