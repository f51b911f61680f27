import type { ReferralFriend, ReferralProgress } from '@parlor/contract'
import { ProgressBar } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useReferrals } from '../api/get-referrals'
import { STATUS_LABEL } from './status-labels'
import { formatDate, formatMoneyMajor } from '@/lib/format'
import './referral.css'

const share = (value: number, target: number) => (target > 0 ? Math.min(100, (value / target) * 100) : 100)

/** One friend: masked name, each part of the condition against its target, the deadline and the reward. */
function FriendRow({ friend, promotion }: { friend: ReferralFriend; promotion: ReferralProgress }) {
  const { t } = useTranslation()
  const deposit = promotion.firstDeposit
  const turnover = promotion.turnover
  return (
    <li className="ref-friend" data-testid="referral-friend">
      <div className="ref-friend__head">
        <strong>{friend.username}</strong>
        {/* Not the list card's tag: that one is placed over a card's corner. */}
        <span
          className={`ref-status ref-status--${friend.status === 'Issued' ? 'paid' : 'open'}`}
          data-status={friend.status}
        >
          {t(STATUS_LABEL[friend.status])}
        </span>
      </div>
      {deposit !== null && (
        <div className="ref-friend__part">
          <ProgressBar percent={share(friend.firstDeposit ?? 0, deposit)} />
          <p>
            {t('promotions.referral.depositProgress', {
              amount:
                friend.firstDeposit === null ? t('promotions.referral.none') : formatMoneyMajor(friend.firstDeposit),
              target: formatMoneyMajor(deposit),
            })}
          </p>
        </div>
      )}
      {turnover !== null && (
        <div className="ref-friend__part">
          <ProgressBar percent={share(friend.turnover, turnover)} />
          <p>
            {t('promotions.referral.turnoverProgress', {
              amount: formatMoneyMajor(friend.turnover),
              target: formatMoneyMajor(turnover),
            })}
          </p>
        </div>
      )}
      <p className="ref-friend__foot">
        {friend.status === 'Issued'
          ? t('promotions.referral.rewarded', { amount: formatMoneyMajor(friend.reward) })
          : t('promotions.referral.until', { date: formatDate(friend.deadline) })}
      </p>
    </li>
  )
}

function ReferralCard({ promotion, showTitle }: { promotion: ReferralProgress; showTitle: boolean }) {
  const { t } = useTranslation()
  const titleId = `referral-${promotion.promotionId}`
  const conditions = [
    promotion.firstDeposit !== null &&
      t('promotions.referral.conditionDeposit', { amount: formatMoneyMajor(promotion.firstDeposit) }),
    promotion.turnover !== null &&
      t('promotions.referral.conditionTurnover', { amount: formatMoneyMajor(promotion.turnover) }),
  ].filter(Boolean)
  return (
    <section className="ref-card" aria-labelledby={titleId} data-testid="referral-progress">
      <h2 id={titleId}>{showTitle ? promotion.title : t('promotions.referral.title')}</h2>
      <p className="ref-card__note">
        {t('promotions.referral.perFriend', { amount: formatMoneyMajor(promotion.reward) })} · {conditions.join(' · ')}{' '}
        · {t('promotions.referral.within', { count: promotion.withinDays })}
        {promotion.maxFriendsPerWeek !== null &&
          ` · ${t('promotions.referral.cap', { count: promotion.maxFriendsPerWeek })}`}
      </p>
      <p className="ref-card__earned" data-testid="referral-earned">
        {t('promotions.referral.earned', { amount: formatMoneyMajor(promotion.earned) })}
      </p>
      {promotion.friends.length === 0 ? (
        <p className="ref-card__note">{t('promotions.referral.empty')}</p>
      ) : (
        <ul className="ref-friends">
          {promotion.friends.map((f) => (
            <FriendRow key={`${f.username}-${f.registerTime}`} friend={f} promotion={promotion} />
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * The member's invited friends for live referral promotions: one promotion on its details screen
 * (`promotionId`), all of them on the referral links screen.
 */
export function ReferralFriends({ promotionId }: { promotionId?: number }) {
  const referrals = useReferrals()
  const list = (referrals.data ?? []).filter((p) => promotionId === undefined || p.promotionId === promotionId)
  if (list.length === 0) return null
  return (
    <>
      {list.map((p) => (
        <ReferralCard key={p.promotionId} promotion={p} showTitle={promotionId === undefined} />
      ))}
    </>
  )
}
