import type { MemberInfo } from '@parlor/contract'
import { StarOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { registeredDays } from '../utils/entries'
import { EmptyState } from './empty-state'
import { MemberOnly } from '@/components/layout/member-only'
import './member-centre.css'

/**
 * `/m/member/benefits` (decision 012): the member's club level from member info. The platform
 * holds no table of what each level earns, so the screen says so rather than inventing one.
 */
export function BenefitsScreen({ member }: { member: MemberInfo | undefined }) {
  const { t } = useTranslation()
  return (
    <MemberOnly>
      {() => (
        <div className="mc-page">
          <section className="mc-card" aria-label={t('memberCentre.benefits.level')}>
            <h2>{t('memberCentre.benefits.level')}</h2>
            <div className="mc-figures">
              <div className="mc-figure">
                <span>{t('memberCentre.benefits.label')}</span>
                <strong data-testid="vip-label">
                  {member?.clubLabel.labelName || t('memberCentre.benefits.none')}
                </strong>
              </div>
              <div className="mc-figure">
                <span>{t('memberCentre.benefits.rank')}</span>
                <strong>{member ? member.clubLabel.rankLevel : '–'}</strong>
              </div>
              <div className="mc-figure">
                <span>{t('memberCentre.benefits.memberFor')}</span>
                <strong>
                  {member
                    ? t('memberCentre.benefits.days', { count: registeredDays(member.regDate, Date.now()) })
                    : '–'}
                </strong>
              </div>
            </div>
            <p>{t('memberCentre.benefits.howAssigned')}</p>
          </section>
          <EmptyState
            icon={<StarOutline />}
            title={t('memberCentre.benefits.emptyTitle')}
            text={t('memberCentre.benefits.emptyText')}
          />
        </div>
      )}
    </MemberOnly>
  )
}
