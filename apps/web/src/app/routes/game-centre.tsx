import { GameCentre } from '@/features/games/components/game-centre'

export default function GameCentreRoute() {
  return <GameCentre />
}
