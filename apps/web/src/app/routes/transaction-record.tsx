import { RecordsScreen } from '@/features/records/components/records-screen'

export default function TransactionRecordRoute() {
  return <RecordsScreen kind="transaction" />
}
