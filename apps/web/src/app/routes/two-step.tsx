import { TwoStepScreen } from '@/features/account-protection/components/two-step-screen'

export default function TwoStepRoute() {
  return <TwoStepScreen />
}
