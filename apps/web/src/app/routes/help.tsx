import { HelpScreen } from '@/features/pages/components/help-screen'

export default function HelpRoute() {
  return <HelpScreen />
}
