import type { HotMatch } from '@parlor/contract'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gameWindow } from '@/features/games/utils/launch-target'
import { announcements } from '@/testing/announcements'
import { fail, jsonResponse, memberSession, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

const LAUNCH = '/wps/game/launchGame'
const VENDOR_PAGE = 'http://127.0.0.1:4200/launch?vendor=SB1&game=sb1_sports_001&type=SPORTS&token=t&sig=s'

// The server names the vendor's first offered game (its sportsbook or arena lobby) on each match.
const match: HotMatch = {
  id: 7,
  title: 'Manila Stars vs Cebu Sharks',
  league: 'PBA Cup',
  homeTeam: 'Manila Stars',
  awayTeam: 'Cebu Sharks',
  homeTeamImageUrl: '/cdn/teams/a.svg',
  awayTeamImageUrl: '/cdn/teams/b.svg',
  matchTime: Date.UTC(2030, 0, 1, 12),
  vendor: 'SB1',
  gameId: 'sb1_sports_001',
  roomId: 'sb1_sports_001',
  nodeId: 501,
}

function home(hot: HotMatch[], launch: (r: RecordedRequest) => Response) {
  return renderApp('/m/home', {
    session: memberSession,
    handlers: {
      '/wps/relay/MCSFE_getListAnnouncements': () => jsonResponse(ok(announcements({ hot }))),
      [LAUNCH]: launch,
    },
  })
}

afterEach(() => vi.restoreAllMocks())

describe('hot match "Bet now"', { timeout: 20_000 }, () => {
  it("launches the match's game the normal way and leaves for the vendor's page", async () => {
    const assign = vi.spyOn(gameWindow, 'assign').mockImplementation(() => {})
    const launches: RecordedRequest[] = []
    const { user } = home([match], (r) => {
      launches.push(r)
      return jsonResponse(ok({ content: { game_url: VENDOR_PAGE } }))
    })
    await user.click(await screen.findByRole('button', { name: /Manila Stars/ }, { timeout: 10_000 }))
    await user.click(await screen.findByRole('button', { name: 'Bet now' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(VENDOR_PAGE))
    expect(Object.fromEntries(launches[0]?.url.searchParams ?? [])).toMatchObject({
      launchMode: 'GLS',
      gameId: 'sb1_sports_001',
      nodeId: '501',
      vassalage: 'SB1',
      // The vendor page's back link returns here, as the in-app launch page's bar would.
      backUrl: '/m/home',
      // The vendor's game opens at this match.
      matchId: '7',
    })
    expect(launches).toHaveLength(1)
  })

  it("shows the server's reason when the vendor cannot take the bet", async () => {
    const assign = vi.spyOn(gameWindow, 'assign').mockImplementation(() => {})
    const { user } = home([match], () =>
      jsonResponse(fail('vendor.maintenance', 'Sportsbook One is under maintenance'), 503),
    )
    await user.click(await screen.findByRole('button', { name: /Manila Stars/ }, { timeout: 10_000 }))
    await user.click(await screen.findByRole('button', { name: 'Bet now' }))
    expect(await screen.findByText('Sportsbook One is under maintenance')).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
  })
})
