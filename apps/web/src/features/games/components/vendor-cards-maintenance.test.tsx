import type { VendorLane } from '@parlor/contract'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, memberSession, ok } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { lanes, rngLane } from '../testing'

const LANES = '/wps/relay/GCSGAME_newGameVendor'
const LIST = '/wps/relay/GCSGAME_gameList'
const MESSAGE = "This game's provider is under maintenance. Please try another game or come back later."

const card = (vassalage: string, gameType: string, maintenance?: boolean): VendorLane['cards'][number] => ({
  accountTypeName: vassalage,
  vassalage,
  displayName: `${vassalage} Sports`,
  gameType,
  isGameH5: 'VASSALAGE',
  freeplay: 0,
  lagerIcon: '',
  icon: `/cdn/vendors/${vassalage}.svg`,
  ...(maintenance ? { maintenance } : {}),
})

const sports: VendorLane = {
  title: 'SPORTS',
  gameCount: 2,
  cards: [card('SB1', 'SPORTS', true), card('SB2', 'SPORTS')],
  gameClassify: [],
}
const withMaintenance = () =>
  jsonResponse(
    ok({
      data: {
        lanes: [
          { ...rngLane, cards: rngLane.cards.map((c) => (c.vassalage === 'JL' ? { ...c, maintenance: true } : c)) },
          ...lanes.slice(1),
          sports,
        ],
      },
    }),
  )

const tileOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement

describe("a vendor under maintenance on the home's vendor cards and the vendor strip", { timeout: 20_000 }, () => {
  it('greys its card with a message, and a press explains instead of opening its games', async () => {
    const { user } = renderApp('/m/home', {
      session: memberSession,
      handlers: { [LANES]: withMaintenance, '/wps/relay/GCSGAME_hotGamesV2': () => jsonResponse(ok({ list: [] })) },
    })
    const tab = await screen.findByRole('tab', { name: 'Sports' }, { timeout: 10_000 })
    await user.click(tab)
    const resting = tileOf('SB1 Sports')
    expect(resting).toHaveClass('popular-tile--maintenance')
    expect(within(resting).getByText('Under maintenance')).toBeInTheDocument()
    expect(within(resting).queryByRole('link')).toBeNull()
    const open = tileOf('SB2 Sports')
    expect(within(open).queryByText('Under maintenance')).toBeNull()
    expect(within(open).getByRole('link')).toHaveAttribute('href', '/m/gameList?gameType=SPORTS&vassalage=SB2')

    await user.click(within(resting).getByRole('button'))
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument()
    expect(window.location.pathname).toBe('/m/home')
  })

  it('labels its chip in the vendor strip, greyed', async () => {
    renderApp('/m/gameList?gameType=RNG', {
      session: memberSession,
      handlers: {
        [LANES]: withMaintenance,
        [LIST]: () => jsonResponse(ok({ games: [], pageNum: 1, totalPages: 1, totalCount: 0 })),
        '/wps/relay/MCSFE_getFavoriteGames': () => jsonResponse(ok([])),
      },
    })
    const strip = await screen.findByRole('navigation', { name: 'Game providers' }, { timeout: 10_000 })
    const chip = await within(strip).findByRole('button', { name: /JL Games/ })
    expect(chip).toHaveClass('vendor-chip--maintenance')
    expect(within(chip).getByText('Under maintenance')).toBeInTheDocument()
    expect(chip).toHaveAttribute('title', MESSAGE)
    const pgs = within(strip).getByRole('button', { name: 'PGS Games' })
    expect(pgs).not.toHaveClass('vendor-chip--maintenance')
  })
})
