import { LoginScreen } from '@/features/auth/components/login-screen'
import { LanguageSwitcher } from '@/features/language/components/language-switcher'

export default function LoginRoute() {
  return <LoginScreen languageSwitcher={<LanguageSwitcher />} />
}
