import { routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'

export interface TrialLaunch {
  gameId: string
  nodeId: number
  /** In-app path the game's own back button returns to. */
  backUrl: string
}

/**
 * `GET /wps/relay/GCS_gameTrialLaunch` (wire-contract §3.5): a game with `supportPlay` 0 opened by a
 * guest, without a session; answered like launchGame (`value.content.game_url`).
 */
export async function launchTrialGame(l: TrialLaunch, signal?: AbortSignal): Promise<string> {
  const v = await apiCall(routes.trialLaunch, {
    query: { gameId: l.gameId, nodeId: l.nodeId, platform: 'html5', language: currentLanguage(), backUrl: l.backUrl },
    signal,
  })
  return v.content.game_url
}

// Failures (trial not allowed, vendor not available, too many trials) toast the server's message
// through the global mutation callback.
export const useLaunchTrialGame = () => useMutation({ mutationFn: (l: TrialLaunch) => launchTrialGame(l) })
