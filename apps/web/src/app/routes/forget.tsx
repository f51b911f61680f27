import { ForgetScreen } from '@/features/account/components/forget-screen'

export default function ForgetRoute() {
  return <ForgetScreen />
}
