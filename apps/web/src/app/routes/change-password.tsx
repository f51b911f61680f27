import { ChangePasswordScreen } from '@/features/account/components/change-password-screen'

export default function ChangePasswordRoute() {
  return <ChangePasswordScreen />
}
