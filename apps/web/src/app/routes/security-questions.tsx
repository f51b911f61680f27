import { SecurityQuestionsScreen } from '@/features/withdraw/components/security-questions-screen'

export default function SecurityQuestionsRoute() {
  return <SecurityQuestionsScreen />
}
