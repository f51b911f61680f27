import { Button, List, Toast } from 'antd-mobile'
import { LinkOutline, TeamOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useReferralCode } from '../api/get-referral-code'
import { useReferredMembers } from '../api/get-referred-members'
import { dateOnly } from '../utils/format'
import { EmptyState } from './empty-state'
import { MemberOnly } from '@/components/layout/member-only'
import './member-centre.css'

function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      Toast.show({ icon: 'success', content: t('memberCentre.referral.copied') })
    } catch {
      Toast.show({ content: t('memberCentre.referral.copyFailed') })
    }
  }
  return (
    <div>
      <p>{label}</p>
      <div className="mc-row">
        <span className="mc-code">{value}</span>
        <Button size="small" shape="rounded" onClick={() => void copy()}>
          {t('memberCentre.referral.copy')}
        </Button>
      </div>
    </div>
  )
}

function ReferralLinks({ token, children }: { token: string; children?: ReactNode }) {
  const { t } = useTranslation()
  const code = useReferralCode(token)
  const referred = useReferredMembers(token)
  const origin = window.location.origin

  return (
    <div className="mc-page">
      <section className="mc-card" aria-label={t('memberCentre.referral.yourLink')}>
        <h2>{t('memberCentre.referral.yourLink')}</h2>
        {code.data && (
          <>
            <CopyRow label={t('memberCentre.referral.code')} value={code.data.referralCode} />
            <CopyRow label={t('memberCentre.referral.link')} value={`${origin}${code.data.registerPath}`} />
          </>
        )}
        {referred.data?.affiliateCode && (
          <CopyRow
            label={t('memberCentre.referral.affiliateLink')}
            value={`${origin}/m/register?affiliateCode=${encodeURIComponent(referred.data.affiliateCode)}`}
          />
        )}
      </section>
      {referred.data && referred.data.total === 0 ? (
        <EmptyState
          icon={<TeamOutline />}
          title={t('memberCentre.referral.emptyTitle')}
          text={t('memberCentre.referral.emptyText')}
        />
      ) : (
        <List className="mc-list" header={t('memberCentre.referral.joined', { count: referred.data?.total ?? 0 })}>
          {referred.data?.members.map((m) => (
            <List.Item
              key={`${m.account}-${m.regDate}`}
              prefix={<LinkOutline aria-hidden="true" />}
              extra={dateOnly(m.regDate)}
            >
              {m.account}
            </List.Item>
          ))}
        </List>
      )}
      {children}
    </div>
  )
}

/** Referral management (REFERRAL promotion live, decision 012): the member's links and who joined with them. */
export function ReferralLinksScreen({ children }: { children?: ReactNode }) {
  // `children`: the referral promotions' progress (promotions feature), from the route.
  return <MemberOnly>{(s) => <ReferralLinks token={s.token}>{children}</ReferralLinks>}</MemberOnly>
}
