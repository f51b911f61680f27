import { paths } from '@/config/paths'
import { TrialScreen } from '@/features/auth/components/trial-screen'
import { vendorListUrl } from '@/features/games/utils/launch-target'

// A trial member's wallet holds demo money only (decision 011): the in-house games are the ones
// built around that wallet, so a trial starts among them.
const TRIAL_GAMES = vendorListUrl('RNG', 'INHOUSE')

export default function TrailRoute() {
  return <TrialScreen playUrl={TRIAL_GAMES} gamesUrl={paths.gameCenter.path} />
}
