import { isTrialType } from '@parlor/contract'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/storage'
import { showToast } from '@/lib/antd-mobile'

const FREE_REJECT_MS = 2_000

/**
 * Navigation to member-only screens: guests go to login (which brings them back to `to`
 * afterwards), trial accounts stay put with the `free_reject` notice (storefront §Shell
 * behaviour, accounts §6).
 */
export function useMemberNavigation() {
  const session = useSession()
  const navigate = useNavigate()
  const { t } = useTranslation()

  return (to: string) => {
    if (!session) {
      navigate(paths.login.path, { state: { from: to } })
    } else if (isTrialType(session.type)) {
      void showToast({ content: t('messages.free_reject'), duration: FREE_REJECT_MS })
    } else {
      navigate(to)
    }
  }
}
