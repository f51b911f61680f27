import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, memberSession, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { balanceAnswer, makeNumero, makeOpened, openedAnswer } from './play-fixtures'
import type { LotteryOpened } from '@parlor/contract'

const FIRST_LOAD = { timeout: 8000 }
const OPENED = '/lgw/games/opened/numero'
const ORDERS = '/lgw/orders'
const BALANCE = '/wps/v2/wallets/balance'

function placeAnswer(body: Record<string, unknown>) {
  return jsonResponse(
    ok({
      id: 41,
      gameCode: 'PL_SSC1',
      numero: String(body.numero),
      chase: Number(body.chase),
      stopOnWin: Boolean(body.stopOnWin),
      currency: 'PHP',
      total: 90,
      win: 0,
      refunded: 0,
      status: 'pending',
      createdAt: Date.now(),
      subOrders: [],
      balance: 910,
    }),
  )
}

function open(
  opts: { opened?: () => LotteryOpened; place?: (r: RecordedRequest) => Response; url?: string; guest?: boolean } = {},
) {
  const calls = { opened: 0, place: [] as RecordedRequest[], balance: 0 }
  const view = renderApp(opts.url ?? '/m/startLottery?gameCode=PL_SSC1', {
    session: opts.guest ? undefined : memberSession,
    handlers: {
      [OPENED]: () => {
        calls.opened += 1
        return openedAnswer(opts.opened?.() ?? makeOpened())
      },
      [BALANCE]: () => {
        calls.balance += 1
        return balanceAnswer(1000)
      },
      [ORDERS]: (r) => {
        calls.place.push(r)
        return opts.place?.(r) ?? placeAnswer(JSON.parse(r.body ?? '{}'))
      },
    },
  })
  return { ...view, calls }
}

const byTestId = (id: string) => screen.getByTestId(id)

describe('lottery play screen', { timeout: 30_000 }, () => {
  it('shows the game, the numero on sale with its countdown, and the last result', async () => {
    open()
    expect(await screen.findByRole('heading', { name: 'Speed SSC 1 min' }, FIRST_LOAD)).toBeInTheDocument()
    expect(byTestId('lottery-numero')).toHaveTextContent('20261126-0812')
    const countdown = byTestId('lottery-countdown')
    expect(countdown).toHaveAttribute('data-state', 'open')
    expect(countdown).toHaveTextContent(/Closes in 00:3\d/)
    const last = byTestId('lottery-last-result')
    expect(last).toHaveTextContent('Last draw 20261126-0811')
    expect(within(last).getByLabelText('3 0 9 1 4')).toBeInTheDocument()
    expect(byTestId('lottery-results-link')).toHaveAttribute('href', '/m/lotteryResults?gameCode=PL_SSC1')
    expect(byTestId('lottery-orders-link')).toHaveAttribute('href', '/m/lotteryOrders?gameCode=PL_SSC1')
    // Each bet type names itself and its rule with this merchant's odds.
    expect(byTestId('lottery-bettype-P1')).toHaveTextContent('1st digit')
    expect(screen.getByText(/Pick digits for the 1st of the five balls/)).toHaveTextContent('Odds ×9.8')
  })

  it('says "Drawing…" and refuses bets while the next numero has not opened', async () => {
    const now = Date.now()
    const { calls } = open({
      opened: () =>
        makeOpened({ current: makeNumero({ opensAt: now + 4_000, closesAt: now + 59_000, drawsAt: now + 64_000 }) }),
    })
    const countdown = await screen.findByTestId('lottery-countdown', {}, FIRST_LOAD)
    expect(countdown).toHaveAttribute('data-state', 'drawing')
    expect(countdown).toHaveTextContent('Drawing…')
    expect(countdown).not.toHaveTextContent('Next draw opens in')
    expect(byTestId('lottery-place')).toBeDisabled()
    expect(calls.opened).toBe(1)
  })

  it('says when the next daily numero opens while the last one waits for its draw', async () => {
    const now = Date.now()
    open({
      url: '/m/startLottery?gameCode=PL_VN_SOUTH',
      opened: () => ({
        ...makeOpened({
          current: makeNumero({
            numero: '20261127',
            opensAt: now + 600_000,
            closesAt: now + 86_100_000,
            drawsAt: now + 87_000_000,
          }),
        }),
        gameCode: 'PL_VN_SOUTH',
        family: 'VN',
        intervalSeconds: 86_400,
        betTypes: [{ code: 'LO', maxPicks: 100, odds: 3.5 }],
        last: null,
      }),
    })
    const countdown = await screen.findByTestId('lottery-countdown', {}, FIRST_LOAD)
    expect(countdown).toHaveTextContent(/Drawing… Next draw opens in (10:00|09:5\d)/)
    expect(byTestId('lottery-last-result')).toHaveTextContent('No draw yet')
  })

  it('refetches the numero when the one shown is already closed', async () => {
    const now = Date.now()
    let first = true
    const { calls } = open({
      opened: () => {
        const closed = first
        first = false
        return closed
          ? makeOpened({ current: makeNumero({ opensAt: now - 60_000, closesAt: now - 1_000, drawsAt: now + 4_000 }) })
          : makeOpened({ current: makeNumero({ numero: '20261126-0813' }) })
      },
    })
    await waitFor(() => expect(calls.opened).toBeGreaterThanOrEqual(2), FIRST_LOAD)
    await waitFor(() => expect(byTestId('lottery-numero')).toHaveTextContent('20261126-0813'))
    expect(byTestId('lottery-countdown')).toHaveAttribute('data-state', 'open')
  })

  it('counts down by the server clock when the phone clock is off', async () => {
    // The phone runs ten minutes slow: every time in the answer is ten minutes ahead of it.
    const skew = 600_000
    const server = Date.now() + skew
    open({
      opened: () =>
        makeOpened({
          current: makeNumero({ opensAt: server - 20_000, closesAt: server + 35_000, drawsAt: server + 40_000 }),
          serverTime: server,
        }),
    })
    const countdown = await screen.findByTestId('lottery-countdown', {}, FIRST_LOAD)
    expect(countdown).toHaveAttribute('data-state', 'open')
    expect(countdown).toHaveTextContent(/Closes in 00:3[45]/)
  })

  it('reads the balance again once a new draw shows, since it settles the bets on it', async () => {
    const now = Date.now()
    let answers = 0
    const { calls } = open({
      opened: () => {
        answers += 1
        if (answers === 1)
          return makeOpened({
            current: makeNumero({ opensAt: now - 60_000, closesAt: now - 1_000, drawsAt: now + 4_000 }),
          })
        const next = makeOpened({ current: makeNumero({ numero: '20261126-0813' }) })
        return { ...next, last: next.last && { ...next.last, numero: '20261126-0812' } }
      },
    })
    await waitFor(
      () => expect(byTestId('lottery-last-result')).toHaveAttribute('data-numero', '20261126-0812'),
      FIRST_LOAD,
    )
    const before = calls.balance
    await waitFor(() => expect(calls.balance).toBeGreaterThan(before), { timeout: 5_000 })
  })

  it('builds a slip from two bet types, totals it over the chase and places it with one request key', async () => {
    let attempt = 0
    const { user, calls } = open({
      place: (r) => {
        attempt += 1
        return attempt === 1
          ? jsonResponse(fail('lottery.stake.out.of.range', 'The stake is out of range.'), 400)
          : placeAnswer(JSON.parse(r.body ?? '{}'))
      },
    })
    await screen.findByTestId('lottery-pick-3', {}, FIRST_LOAD)
    await user.click(byTestId('lottery-pick-3'))
    await user.click(byTestId('lottery-pick-7'))
    expect(byTestId('lottery-pick-3')).toHaveAttribute('aria-pressed', 'true')
    await user.clear(byTestId('lottery-stake'))
    await user.type(byTestId('lottery-stake'), '10')
    await user.click(byTestId('lottery-add'))
    expect(await screen.findAllByTestId('lottery-slip-item')).toHaveLength(1)
    expect(byTestId('lottery-slip-item')).toHaveTextContent('2 × ₱10.00 = ₱20.00')
    // The picks reset, the stake stays.
    expect(byTestId('lottery-pick-3')).toHaveAttribute('aria-pressed', 'false')

    await user.click(byTestId('lottery-bettype-SUM_BS'))
    await user.click(await screen.findByTestId('lottery-pick-B'))
    expect(byTestId('lottery-stake')).toHaveValue('10')
    await user.click(byTestId('lottery-add'))
    await waitFor(() => expect(screen.getAllByTestId('lottery-slip-item')).toHaveLength(2))
    // Named picks read as names on the slip, not as wire letters.
    expect(within(screen.getAllByTestId('lottery-slip-item')[1] as HTMLElement).getByText('Big')).toBeInTheDocument()
    expect(byTestId('lottery-total')).toHaveTextContent('₱30.00')

    await user.click(screen.getByRole('button', { name: 'One draw more' }))
    await user.click(screen.getByRole('button', { name: 'One draw more' }))
    expect(byTestId('lottery-chase')).toHaveValue('3')
    expect(byTestId('lottery-total')).toHaveTextContent('₱90.00')
    await user.click(byTestId('lottery-stop-on-win'))

    await user.click(byTestId('lottery-place'))
    expect(await screen.findByText('The stake is out of range.')).toBeInTheDocument()
    // The slip stays for another try, which sends the same order with the same key.
    expect(screen.getAllByTestId('lottery-slip-item')).toHaveLength(2)
    const balanceBefore = calls.balance
    await user.click(byTestId('lottery-place'))
    expect(await screen.findByText('Bet placed on draw 20261126-0812')).toBeInTheDocument()

    expect(calls.place).toHaveLength(2)
    const [first, second] = calls.place.map((r) => JSON.parse(r.body ?? '{}'))
    expect(first).toEqual({
      gameCode: 'PL_SSC1',
      numero: '20261126-0812',
      items: [
        { betType: 'P1', picks: ['3', '7'], stake: '10.00' },
        { betType: 'SUM_BS', picks: ['B'], stake: '10.00' },
      ],
      chase: 3,
      stopOnWin: true,
      requestKey: expect.stringMatching(/^lot-[\w-]{8,}$/),
    })
    expect(second.requestKey).toBe(first.requestKey)
    // Placed: the slip empties and the balance is read again.
    await waitFor(() => expect(screen.queryAllByTestId('lottery-slip-item')).toHaveLength(0))
    expect(byTestId('lottery-total')).toHaveTextContent('₱0.00')
    expect(screen.getByRole('heading', { name: 'Bet slip (0)' })).toHaveFocus()
    await waitFor(() => expect(calls.balance).toBeGreaterThan(balanceBefore))
  })

  it('asks for picks and a stake in range before adding, and removes a line', async () => {
    const { user } = open()
    await screen.findByTestId('lottery-add', {}, FIRST_LOAD)
    await user.click(byTestId('lottery-add'))
    expect(await screen.findByText('Pick at least one number')).toBeInTheDocument()
    await user.click(byTestId('lottery-quickpick'))
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1)
    await user.clear(byTestId('lottery-stake'))
    await user.type(byTestId('lottery-stake'), '50001')
    await user.click(byTestId('lottery-add'))
    expect(await screen.findByText('The maximum stake is ₱50,000.00')).toBeInTheDocument()
    expect(screen.queryAllByTestId('lottery-slip-item')).toHaveLength(0)
    await user.clear(byTestId('lottery-stake'))
    await user.type(byTestId('lottery-stake'), '2.5')
    await user.click(byTestId('lottery-add'))
    expect(await screen.findByTestId('lottery-slip-item')).toHaveTextContent('1 × ₱2.50 = ₱2.50')
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    expect(screen.queryAllByTestId('lottery-slip-item')).toHaveLength(0)
  })

  it('takes 3-digit numbers typed on the keypad for FRONT3', async () => {
    const { user } = open()
    await user.click(await screen.findByTestId('lottery-bettype-FRONT3', {}, FIRST_LOAD))
    const entry = await screen.findByTestId('lottery-entry')
    await user.type(entry, '12')
    await user.click(byTestId('lottery-entry-add'))
    expect(await screen.findByText('Enter 3 digits')).toBeInTheDocument()
    await user.type(entry, '3')
    await user.click(byTestId('lottery-entry-add'))
    expect(await screen.findByTestId('lottery-pick-123')).toBeInTheDocument()
    fireEvent.change(entry, { target: { value: '090' } })
    fireEvent.keyDown(entry, { key: 'Enter' })
    expect(await screen.findByTestId('lottery-pick-090')).toBeInTheDocument()
    await user.click(byTestId('lottery-add'))
    expect(await screen.findByTestId('lottery-slip-item')).toHaveTextContent('123, 090')
  })

  it('shows the Vietnamese special prize, with all 27 prizes by tier in a sheet', async () => {
    const vnPrizes = Array.from({ length: 27 }, (_, i) => String(10_000 + i * 37))
    const { user } = open({
      url: '/m/lottery?gameCode=PL_VN_NORTH',
      opened: () => {
        const base = makeOpened()
        return {
          ...base,
          gameCode: 'PL_VN_NORTH',
          family: 'VN',
          intervalSeconds: 86_400,
          betTypes: [{ code: 'DE', maxPicks: 100, odds: 90 }],
          last: base.last && { ...base.last, gameCode: 'PL_VN_NORTH', numero: '20261125', result: vnPrizes },
        }
      },
    })
    expect(await screen.findByRole('heading', { name: 'Vietnam North daily' }, FIRST_LOAD)).toBeInTheDocument()
    expect(within(byTestId('lottery-last-result')).getByLabelText('1 0 0 0 0')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'All prizes' }))
    const sheet = await screen.findByText('Draw 20261125: all prizes')
    const table = sheet.parentElement as HTMLElement
    expect(within(table).getByRole('row', { name: /7th prize/ })).toHaveTextContent(vnPrizes.slice(23).join(' '))
    expect(within(table).getAllByRole('row')).toHaveLength(8)
  })

  it('offers Racing cars 1 to 10 and shows the finishing order as cars', async () => {
    open({
      url: '/m/startLottery?gameCode=PL_PK10',
      opened: () => {
        const base = makeOpened()
        return {
          ...base,
          gameCode: 'PL_PK10',
          family: 'PK10',
          betTypes: [
            { code: 'CHAMPION', maxPicks: 10, odds: 9.8 },
            { code: 'DT', maxPicks: 2, odds: 1.98 },
          ],
          last: base.last && { ...base.last, result: ['7', '2', '10', '1', '3', '4', '5', '6', '8', '9'] },
        }
      },
    })
    expect(await screen.findByTestId('lottery-pick-10', {}, FIRST_LOAD)).toHaveClass('lot-chip--car')
    const cars = within(byTestId('lottery-last-result')).getByLabelText('7 2 10 1 3 4 5 6 8 9')
    expect(cars.querySelectorAll('.results-ball--car')).toHaveLength(10)
    expect(byTestId('lottery-bettype-DT')).toHaveTextContent('Dragon/Tiger')
  })

  it('sends a guest to login from "Place bet" and back afterwards', async () => {
    const { user, router } = open({ guest: true })
    await user.click(await screen.findByTestId('lottery-pick-5', {}, FIRST_LOAD))
    await user.click(byTestId('lottery-add'))
    const place = await screen.findByTestId('lottery-place')
    expect(place).toHaveTextContent('Log in to bet')
    await user.click(place)
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'))
    expect(router.state.location.state).toEqual({ from: '/m/startLottery?gameCode=PL_SSC1' })
  })

  it('says so when the game is unknown', async () => {
    renderApp('/m/startLottery?gameCode=NOPE', {
      handlers: { [OPENED]: () => jsonResponse(fail('lottery.game.unknown', 'No such lottery.'), 404) },
    })
    expect(await screen.findByText('No such lottery.', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByText('This lottery could not be loaded.')).toBeInTheDocument()
  })
})
