import { SettingsScreen } from '@/features/auth/components/settings-screen'

export default function SettingsRoute() {
  return <SettingsScreen />
}
