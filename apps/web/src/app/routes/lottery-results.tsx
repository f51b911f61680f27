import { ResultsScreen } from '@/features/lottery/components/results-screen'

export default function LotteryResultsRoute() {
  return <ResultsScreen />
}
