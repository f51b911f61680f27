import { FundRecordsScreen } from '@/features/records/components/fund-records-screen'

export default function FundRecordsRoute({ direction }: { direction: 'deposit' | 'withdrawal' }) {
  return <FundRecordsScreen direction={direction} />
}
