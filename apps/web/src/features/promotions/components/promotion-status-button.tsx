import type { AvailablePromotion } from '@parlor/contract'
import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { usePromotionAction } from '../api/act-on-promotion'
import { STATUS_LABEL } from './status-labels'
import { formatMoneyMajor } from '@/lib/format'
import { showToast } from '@/lib/antd-mobile'

interface PromotionStatusButtonProps {
  promotion: AvailablePromotion
  signedIn: boolean
  /** Guests are sent to log in and brought back. */
  onLogin: () => void
  size?: 'small' | 'middle' | 'large'
  block?: boolean
}

/**
 * The one button of a promotion: it does what its status says (Join joins, Claim claims) and
 * shows every other status disabled. Failures toast the server's translated message (query client).
 */
export function PromotionStatusButton({ promotion, signedIn, onLogin, size, block }: PromotionStatusButtonProps) {
  const { t } = useTranslation()
  const act = usePromotionAction()
  if (!signedIn && promotion.status === 'Join')
    return (
      <Button color="primary" shape="rounded" size={size} block={block} onClick={onLogin}>
        {t('promotions.loginToJoin')}
      </Button>
    )
  const action = promotion.status === 'Join' ? 'join' : promotion.status === 'Claim' ? 'claim' : null
  const onClick = () => {
    if (!action) return
    act.mutate(
      { action, promotionId: promotion.id, kind: promotion.kind },
      {
        // Says what really happened: paid in cash, paid as bonus money to wager, or waiting for the operator.
        onSuccess: (answer) => {
          const amount = formatMoneyMajor(promotion.reward)
          const times = promotion.wagering ?? 0
          void showToast(
            action !== 'claim'
              ? t('promotions.joinedToast')
              : answer.status === 'Applying'
                ? t('promotions.appliedToast')
                : times > 0
                  ? t('promotions.bonusToast', { amount, times })
                  : t('promotions.claimedToast', { amount }),
          )
        },
      },
    )
  }
  return (
    <Button
      color={action ? 'primary' : 'default'}
      shape="rounded"
      size={size}
      block={block}
      disabled={!action}
      loading={act.isPending}
      onClick={onClick}
      data-status={promotion.status}
    >
      {t(STATUS_LABEL[promotion.status])}
    </Button>
  )
}
