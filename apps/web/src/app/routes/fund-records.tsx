import { FundRecordsScreen } from '@/features/member-centre/components/fund-records-screen'

export default function FundRecordsRoute({ direction }: { direction: 'deposit' | 'withdrawal' }) {
  return <FundRecordsScreen direction={direction} />
}
