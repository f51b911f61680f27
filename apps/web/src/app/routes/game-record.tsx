import { RecordsScreen } from '@/features/records/components/records-screen'

export default function GameRecordRoute() {
  return <RecordsScreen kind="game" />
}
