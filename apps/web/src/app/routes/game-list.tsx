import { GameListScreen } from '@/features/games/components/game-list-screen'

export default function GameListRoute() {
  return <GameListScreen />
}
