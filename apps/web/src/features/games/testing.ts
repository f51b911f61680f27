import type { GameItem, VendorLane } from '@parlor/contract'
import { jsonResponse, ok, type RecordedRequest } from '@/testing/fixtures'

/** Test data for the games feature's tests (not shipped: only test files import it). */
export function makeGame(nodeId: number, over: Partial<GameItem> = {}): GameItem {
  return {
    nodeId,
    gameId: `g${nodeId}`,
    roomId: `g${nodeId}`,
    gameCode: `code_${nodeId}`,
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    vassalage: 'INHOUSE',
    gameType: 'RNG',
    gameClassify: 'SLOT',
    gameCategory: 'RNG',
    showIcon: `/cdn/games/${nodeId}.svg`,
    iconUrl: `/cdn/games/${nodeId}.svg`,
    defaultIcon: '/cdn/games/default.svg',
    mobileLargeIcon: `/cdn/games/${nodeId}.svg`,
    mobileSmallIcon: `/cdn/games/${nodeId}.svg`,
    minBet: 0.1,
    minLine: 1,
    isNew: false,
    isHot: false,
    supportPlay: 1,
    ...over,
  }
}

export const rngLane: VendorLane = {
  title: 'RNG',
  gameCount: 100,
  cards: ['INHOUSE', 'JL', 'PGS'].map((v) => ({
    accountTypeName: v,
    vassalage: v,
    displayName: `${v} Games`,
    gameType: 'RNG',
    freeplay: 0,
    lagerIcon: '',
    icon: `/cdn/vendors/${v}.svg`,
  })),
  gameClassify: [
    { key: 'SLOT', displayName: 'Slots', gameCount: 50, vendors: ['INHOUSE'] },
    { key: 'TABLE', displayName: 'Table', gameCount: 50, vendors: ['JL'] },
  ],
}

export const lanes: VendorLane[] = [
  rngLane,
  { ...rngLane, title: 'FISH', gameClassify: [{ key: 'FISH', displayName: 'Fish', gameCount: 3, vendors: ['JL'] }] },
  { ...rngLane, title: 'LIVE', gameClassify: [] },
  { ...rngLane, title: 'ELOTT', gameClassify: [] },
]

/** A paged catalogue: page n holds ids n*100+1 … n*100+3, out of `totalPages`. */
export function pagedList(totalPages: number, failOnPage?: number) {
  return (r: RecordedRequest) => {
    const pageNo = Number(r.url.searchParams.get('pageNo') ?? 1)
    if (pageNo === failOnPage) return jsonResponse({ success: false, value: null, errorCode: 'x', message: 'x' }, 500)
    const games = [1, 2, 3].map((i) => makeGame(pageNo * 100 + i))
    return jsonResponse(ok({ games, pageNum: pageNo, totalPages, totalCount: totalPages * 3 }))
  }
}

export const lanesHandler = () => jsonResponse(ok({ data: { lanes } }))
