import { ChangePasswordScreen } from '@/features/auth/components/change-password-screen'

export default function ChangePasswordRoute() {
  return <ChangePasswordScreen />
}
