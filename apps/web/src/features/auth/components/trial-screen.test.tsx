import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { readSession, StorageKey } from '@/lib/storage'
import {
  fail,
  jsonResponse,
  makeStatus,
  memberSession,
  ok,
  type RecordedRequest,
  trialSession,
} from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { loginAnswer } from '../testing/login-answer'

const FREEPLAY = '/wps/session/login/freeplay'
const TRIAL_GAMES = '/m/gameList?gameType=RNG&vassalage=INHOUSE'
// The first screen of a file waits for its lazy chunks, slow on a busy two-core machine.
const FIRST_LOAD = { timeout: 8000 }

type Handlers = NonNullable<Parameters<typeof renderApp>[1]>['handlers']

/** Where the trial lands: the in-house games list, answered empty so the landing is quiet. */
const landing: Handlers = {
  '/wps/relay/GCSGAME_newGameVendor': () => jsonResponse(ok({ data: { lanes: [] } })),
  '/wps/relay/GCSGAME_gameList': () => jsonResponse(ok({ games: [], pageNum: 1, totalPages: 1, totalCount: 0 })),
}

function openTrail({
  freeplay = true,
  session,
  handlers = {},
}: {
  freeplay?: boolean
  session?: typeof memberSession
  handlers?: Handlers
} = {}) {
  return renderApp('/m/trail', {
    status: makeStatus({ info: { merchantName: 'Lucky Parlor', whitelabelVal: { FREEPLAY3: freeplay } } }),
    ...(session ? { session } : {}),
    handlers: { ...landing, ...handlers },
  })
}

const here = () => `${window.location.pathname}${window.location.search}`
const freeplayCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.url.pathname === FREEPLAY)

describe('the free-trial page', { timeout: 20_000 }, () => {
  it('explains trial play to a visitor: demo money, what for, winnings not real, the way to a real account', async () => {
    openTrail()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Play free with demo money' }, FIRST_LOAD),
    ).toBeVisible()
    expect(screen.getByText(/Try Lucky Parlor's games without registering or depositing/)).toBeInTheDocument()
    const points = screen.getByRole('list', { name: 'How trial play works' })
    for (const title of ['Demo money to play with', 'Learn the games', "Winnings aren't real", 'Ready for real play?'])
      expect(points).toHaveTextContent(title)
    expect(points).toHaveTextContent("it can't be withdrawn or moved to a real account")
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Register a real account' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login')
    // The trial page has a back arrow and no bottom menu (storefront §Shell behaviour).
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument()
  })

  it('starts a trial with one tap and lands among the in-house games as a trial member', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { user, api } = openTrail({
      handlers: {
        [FREEPLAY]: async () => {
          await gate
          return jsonResponse(
            ok(loginAnswer({ token: 'tok-trial', userName: 'trial_ab12cd34', customerType: 4, type: 4 })),
          )
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Start free trial' }, FIRST_LOAD))
    expect(await screen.findByText('Please wait…')).toBeInTheDocument()
    // A second tap while the first is on its way makes no second trial account.
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeDisabled()
    release()
    await waitFor(() => expect(here()).toBe(TRIAL_GAMES))
    expect(readSession()).toMatchObject({ token: 'tok-trial', type: 4, userName: 'trial_ab12cd34' })
    expect(sessionStorage.getItem(StorageKey.trialName)).toBe('trial_ab12cd34')
    const calls = freeplayCalls(api.requests)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.method).toBe('POST')
    expect(calls[0]?.headers.get('ModuleId')).toBe('FREEPLAY3')
  })

  it('says why when the server refuses the trial, and stays a visitor', async () => {
    const { user } = openTrail({
      handlers: {
        [FREEPLAY]: () => jsonResponse(fail('TOO_MANY_REQUEST', 'Too many requests. Please try again later.'), 429),
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Start free trial' }, FIRST_LOAD))
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument()
    expect(here()).toBe('/m/trail')
    expect(readSession()).toBeNull()
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeEnabled()
  })

  it('offers registration instead when the merchant has trial play off', async () => {
    const { user, api } = openTrail({ freeplay: false })
    expect(
      await screen.findByRole('heading', { level: 1, name: "Free trial isn't offered here" }, FIRST_LOAD),
    ).toBeInTheDocument()
    expect(screen.getByText(/Lucky Parlor doesn't offer trial play/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login')
    await user.click(screen.getByRole('button', { name: 'Register a real account' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/register'))
    expect(freeplayCalls(api.requests)).toHaveLength(0)
  })

  it('lets a running trial keep playing, or register for real', async () => {
    const { user } = openTrail({ session: trialSession })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your free trial is running' }, FIRST_LOAD),
    ).toBeInTheDocument()
    expect(screen.getByText(/You're playing with demo money as guest4411/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Register a real account' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Keep playing' }))
    await waitFor(() => expect(here()).toBe(TRIAL_GAMES))
  })

  it('sends a signed-in real member to the game centre instead of a trial', async () => {
    const freeplay = vi.fn(() => jsonResponse(ok(loginAnswer())))
    const { user } = openTrail({ session: memberSession, handlers: { [FREEPLAY]: freeplay } })
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're signed in with a real account" }, FIRST_LOAD),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Go to the game centre' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/gameCenter'))
    expect(freeplay).not.toHaveBeenCalled()
    expect(readSession()).toEqual(memberSession)
  })
})
