import { describe, expect, it } from 'vitest'
import { lanes, makeGame } from '../testing'
import {
  inAppScreen,
  isSameOrigin,
  launchableOf,
  launchTarget,
  offersTrial,
  prizeModeOf,
  readLaunchRequest,
  vendorCardTarget,
} from './launch-target'

describe('what a launch address asks for', () => {
  const read = (query: string) => readLaunchRequest(new URLSearchParams(query), 'https://play.example')
  it('reads a resolved game page or a lottery launch', () => {
    expect(read('gameUrl=%2Fplay%2Finhouse%2F1%3Ft%3Dx')).toEqual({ kind: 'url', url: '/play/inhouse/1?t=x' })
    expect(read('gameUrl=https%3A%2F%2Fvendor.example%2Fg')).toEqual({ kind: 'url', url: 'https://vendor.example/g' })
    expect(read('code=vn_1&nodeId=5&prize_mode=Lott')).toEqual({ kind: 'lottery', code: 'vn_1', nodeId: 5 })
  })

  it('names none for missing, broken or foreign-scheme parameters', () => {
    for (const query of [
      '',
      'pageBack=%2Fm%2Fhome',
      'code=vn_1',
      'nodeId=5',
      'code=&nodeId=5',
      'code=vn_1&nodeId=0',
      'code=vn_1&nodeId=-3',
      'code=vn_1&nodeId=1.5',
      'code=vn_1&nodeId=abc',
      'gameUrl=',
      'gameUrl=%20',
      'gameUrl=javascript%3Aalert(1)',
      'gameUrl=data%3Atext%2Fhtml%2Chi',
      'gameUrl=http%3A%2F%2F',
    ])
      expect(read(query), query).toBeNull()
  })
})

describe('launch routing', () => {
  it('sends TCG_LOTTO_VN and TCG_SEA to the launch page with code lobby', () => {
    for (const vassalage of ['TCG_LOTTO_VN', 'TCG_SEA']) {
      const t = launchTarget(launchableOf(makeGame(5, { vassalage, gameType: 'LOTT' })), 'Lott', '/m/lottery')
      expect(t.kind).toBe('lottery')
      const url = new URL(t.kind === 'lottery' ? t.url : '', 'http://x')
      expect(url.pathname).toBe('/m/launchGame')
      expect(url.searchParams.get('code')).toBe('lobby')
      expect(url.searchParams.get('prize_mode')).toBe('Lott')
      expect(url.searchParams.get('playType')).toBe('Tradition')
      expect(url.searchParams.get('pageBack')).toBe('/m/lottery')
    }
  })

  it('sends other LOTT and ELOTT games to the launch page with their own code', () => {
    const t = launchTarget(
      launchableOf(makeGame(9, { vassalage: 'ELOTT', gameType: 'ELOTT', lottoMode: 'VN_Entertainment' })),
      'Elott',
      '/m/x',
    )
    expect(t.kind).toBe('lottery')
    const url = new URL(t.kind === 'lottery' ? t.url : '', 'http://x')
    expect(url.searchParams.get('code')).toBe('code_9')
    expect(url.searchParams.get('playType')).toBe('Entertainment')
  })

  it('uses the generic launcher for everything else', () => {
    expect(launchTarget(launchableOf(makeGame(3)), 'Lott', '/m/gameList')).toEqual({
      kind: 'generic',
      gameId: 'g3',
      nodeId: 3,
      vassalage: 'INHOUSE',
    })
  })

  it('uses e-lottery prize mode only when the ELOTT entry lists TCG_LOTTO_VN or LOTT', () => {
    expect(prizeModeOf(undefined)).toBe('Lott')
    expect(prizeModeOf(lanes)).toBe('Lott')
    const elott = lanes.find((l) => l.title === 'ELOTT')
    if (!elott) throw new Error('fixture')
    const withVn = { ...elott, cards: [{ ...elott.cards[0], vassalage: 'TCG_LOTTO_VN' } as (typeof elott.cards)[0]] }
    expect(prizeModeOf([withVn])).toBe('Elott')
  })

  it('frames only same-origin URLs', () => {
    expect(isSameOrigin('/games/inhouse/play?t=1', 'http://a.test')).toBe(true)
    expect(isSameOrigin('http://a.test/x', 'http://a.test')).toBe(true)
    expect(isSameOrigin('https://vendor.example/x', 'http://a.test')).toBe(false)
  })
})

describe('vendor entries (isGameH5) and trials', () => {
  it('opens the vendor list for an entry marked isGameH5 VASSALAGE instead of launching it', () => {
    const t = launchTarget(
      launchableOf(makeGame(4, { vassalage: 'SV3', gameType: 'COCKFIGHT', isGameH5: 'VASSALAGE' })),
      'Lott',
      '/m/home',
    )
    expect(t).toEqual({ kind: 'vendorList', url: '/m/gameList?gameType=COCKFIGHT&vassalage=SV3' })
  })

  it('a vendor card opens its list unless it carries exactly one game to launch', () => {
    const card = {
      accountTypeName: 'SB1',
      vassalage: 'SB1',
      displayName: 'Sportsbook One',
      gameType: 'SPORTS',
      freeplay: 0,
      lagerIcon: '',
      icon: '',
    }
    expect(vendorCardTarget({ ...card, isGameH5: 'VASSALAGE' }, 'SPORTS')).toEqual({
      kind: 'vendorList',
      url: '/m/gameList?gameType=SPORTS&vassalage=SB1',
    })
    expect(vendorCardTarget({ ...card, gameType: '' }, 'ESPORTS')).toMatchObject({
      url: '/m/gameList?gameType=ESPORTS&vassalage=SB1',
    })
    const direct = vendorCardTarget({ ...card, gameId: 'sb1_sports_001', nodeId: 77, freeplay: 1 }, 'SPORTS')
    expect(direct).toEqual({
      kind: 'game',
      game: {
        nodeId: 77,
        gameId: 'sb1_sports_001',
        gameCode: 'sb1_sports_001',
        vassalage: 'SB1',
        gameType: 'SPORTS',
        supportPlay: 0,
      },
    })
  })

  it('offers a trial only for supportPlay 0', () => {
    expect(offersTrial(launchableOf(makeGame(1, { supportPlay: 0 })))).toBe(true)
    expect(offersTrial(launchableOf(makeGame(1, { supportPlay: 1 })))).toBe(false)
    expect(offersTrial({})).toBe(false)
  })

  it("opens a launch answer naming one of the app's screens in-app, never a game page", () => {
    const origin = 'https://parlor.example'
    expect(inAppScreen('/m/startLottery?gameCode=PL_SSC1', origin)).toBe('/m/startLottery?gameCode=PL_SSC1')
    expect(inAppScreen('https://parlor.example/m/startLottery?gameCode=PL_D3', origin)).toBe(
      '/m/startLottery?gameCode=PL_D3',
    )
    expect(inAppScreen('/games/inhouse/x?t=1', origin)).toBeNull()
    expect(inAppScreen('https://vendor.example/m/play', origin)).toBeNull()
  })
})
