import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'

export interface GenericLaunch {
  gameId: string
  nodeId: number
  vassalage: string
  backUrl: string
  /** A match the vendor's game opens at (sports vendors; signed into the vendor's launch URL). */
  matchId?: string
}

export interface LotteryLaunch {
  nodeId: number
  vassalage: string
  prizeMode: string
  gameCode: string
  backUrl: string
}

/** The generic launcher (wire-contract §7.4): answers `value.content.game_url`. */
export async function launchGame(l: GenericLaunch, signal?: AbortSignal): Promise<string> {
  const v = await apiCall(routes.launchGame, {
    query: {
      launchMode: 'GLS',
      platform: 'html5',
      clientType: 2,
      gameId: l.gameId,
      nodeId: l.nodeId,
      vassalage: l.vassalage,
      accountType: '1',
      language: currentLanguage(),
      backUrl: l.backUrl,
      ...(l.matchId ? { matchId: l.matchId } : {}),
    },
    signal,
  })
  return v.content.game_url
}

/** The lottery launcher (wire-contract §7.4, launchMode LOTT). */
export async function launchLotteryGame(l: LotteryLaunch, signal?: AbortSignal): Promise<string> {
  const v = await apiCall(routes.launchGame, {
    query: {
      launchMode: 'LOTT',
      lottoArea: 'VN',
      nodeId: l.nodeId,
      vassalage: l.vassalage,
      lottoPrizeMode: l.prizeMode,
      lottoGameCode: l.gameCode,
      lottoView: l.gameCode === 'lobby' ? 'lobby' : 'betting',
      device: 'MOBILE',
      platform: 'html5',
      clientType: 2,
      accountType: '1',
      language: currentLanguage(),
      backUrl: l.backUrl,
    },
    signal,
  })
  return v.content.game_url
}

// The failure toast comes from the global mutation callback: it shows the server's message
// (for example the translated "vendor not available").
export const useLaunchGame = () => useMutation({ mutationFn: (l: GenericLaunch) => launchGame(l) })
