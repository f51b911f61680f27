import { RegisterScreen } from '@/features/auth/components/register-screen'
import { LanguageSwitcher } from '@/features/language/components/language-switcher'

export default function RegisterRoute() {
  return <RegisterScreen languageSwitcher={<LanguageSwitcher />} />
}
