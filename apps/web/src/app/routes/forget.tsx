import { ForgetScreen } from '@/features/auth/components/forget-screen'

export default function ForgetRoute() {
  return <ForgetScreen />
}
