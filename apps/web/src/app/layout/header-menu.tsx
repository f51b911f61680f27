import { UnorderedListOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { LazyActionSheet } from '@/components/ui/lazy-on-open'
import { paths } from '@/config/paths'
import { useMemberNavigation } from '@/lib/session/use-member-navigation'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import { useBalanceControls } from '@/features/wallet/hooks/use-balance-controls'
import { useSession } from '@/lib/storage'

/**
 * The home header's menu: the game and slots lobbies (the bottom menu has no way to them), deposit,
 * withdraw and, with a session, refresh or hide the balance and sign out.
 */
export function HeaderMenu() {
  const { t } = useTranslation()
  const session = useSession()
  const goMember = useMemberNavigation()
  const signOut = useSignOut()
  const balance = useBalanceControls()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)

  const actions = [
    { key: 'gameCenter', text: t('screens.gameCenter'), onClick: () => navigate(paths.gameCenter.path) },
    { key: 'slotsCenter', text: t('screens.slotsCenter'), onClick: () => navigate(paths.slotsCenter.path) },
    { key: 'deposit', text: t('shell.deposit'), onClick: () => goMember(paths.voucherCenter.path) },
    { key: 'withdraw', text: t('shell.withdraw'), onClick: () => goMember(paths.withdraw.path) },
    ...(session
      ? [
          { key: 'refreshBalance', text: t('storefront.refreshBalance'), onClick: () => void balance.refresh() },
          {
            key: 'toggleBalance',
            text: t(balance.hidden ? 'storefront.showBalance' : 'storefront.hideBalance'),
            onClick: balance.toggleHidden,
          },
          { key: 'signOut', text: t('shell.signOut'), danger: true, onClick: () => void signOut() },
        ]
      : []),
  ]

  return (
    <>
      <button type="button" className="icon-button" aria-label={t('shell.menu')} onClick={() => setOpen(true)}>
        <UnorderedListOutline aria-hidden="true" />
      </button>
      <LazyActionSheet
        visible={open}
        actions={actions}
        cancelText={t('common.cancel')}
        closeOnAction
        onClose={() => setOpen(false)}
      />
    </>
  )
}
