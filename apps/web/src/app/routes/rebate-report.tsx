import { RebateReportScreen } from '@/features/member-centre/components/rebate-report-screen'

export default function RebateReportRoute() {
  return <RebateReportScreen />
}
