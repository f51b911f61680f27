import type { MemberInfo, PlayerRankProgress } from '@parlor/contract'
import { List, ProgressBar, Tag } from 'antd-mobile'
import { StarOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { useRankProgress } from '../api/get-rank-progress'
import { registeredDays } from '../utils/entries'
import { EmptyState } from './empty-state'
import { MemberOnly } from '@/components/layout/member-only'
import './member-centre.css'
import { formatMoneyMajor } from '@/lib/format'

/** The way to the next level: a bar, then each threshold the member still works toward. */
function NextLevel({ progress }: { progress: PlayerRankProgress }) {
  const { t } = useTranslation()
  const next = progress.next
  if (!next) return <p data-testid="vip-top">{t('memberCentre.benefits.top')}</p>
  const of = (have: number, need: number) => ({ have: formatMoneyMajor(have), need: formatMoneyMajor(need) })
  return (
    <div className="mc-vip-next">
      <h3 id="vip-next-title">{t('memberCentre.benefits.progressTo', { name: next.name })}</h3>
      <div
        role="progressbar"
        aria-labelledby="vip-next-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.progress}
      >
        <ProgressBar percent={progress.progress} text={`${progress.progress}%`} />
      </div>
      <p data-testid="vip-turnover">{t('memberCentre.benefits.turnoverOf', of(progress.turnover, next.turnover))}</p>
      {next.deposit > 0 && <p>{t('memberCentre.benefits.depositOf', of(progress.deposit, next.deposit))}</p>}
      {next.keepTurnover > 0 && (
        <p>{t('memberCentre.benefits.keepOf', of(progress.recentTurnover, next.keepTurnover))}</p>
      )}
    </div>
  )
}

function Benefits({ token, member }: { token: string; member: MemberInfo | undefined }) {
  const { t } = useTranslation()
  const { data } = useRankProgress(token)
  const published = data !== undefined && data.levels.length > 0
  const label = (published ? data.playerRankName : member?.clubLabel.labelName) || t('memberCentre.benefits.none')
  const rank = published ? data.level : member?.clubLabel.rankLevel
  return (
    <div className="mc-page">
      <section className="mc-card" aria-label={t('memberCentre.benefits.level')}>
        <h2>{t('memberCentre.benefits.level')}</h2>
        <div className="mc-figures">
          <div className="mc-figure">
            <span>{t('memberCentre.benefits.label')}</span>
            <strong data-testid="vip-label">{label}</strong>
          </div>
          <div className="mc-figure">
            <span>{t('memberCentre.benefits.rank')}</span>
            <strong>{rank ?? '–'}</strong>
          </div>
          <div className="mc-figure">
            <span>{t('memberCentre.benefits.memberFor')}</span>
            <strong>
              {member ? t('memberCentre.benefits.days', { count: registeredDays(member.regDate, Date.now()) }) : '–'}
            </strong>
          </div>
        </div>
        {published && <NextLevel progress={data} />}
        <p>{t(published ? 'memberCentre.benefits.howLevels' : 'memberCentre.benefits.howAssigned')}</p>
        {published && data.levels.some((l) => l.birthdayBonus > 0) && (
          <p>
            {t('memberCentre.benefits.birthdayHow')}{' '}
            <Link to={paths.memberProfile.path}>{t('memberCentre.benefits.birthdayLink')}</Link>
          </p>
        )}
      </section>
      {data && !published && (
        <EmptyState
          icon={<StarOutline />}
          title={t('memberCentre.benefits.emptyTitle')}
          text={t('memberCentre.benefits.emptyText')}
        />
      )}
      {published && (
        <List className="mc-list" header={t('memberCentre.benefits.table')} data-testid="vip-levels">
          {data.levels.map((l) => (
            <List.Item
              key={l.level}
              className={l.level === data.level ? 'mc-vip-current' : undefined}
              description={
                <>
                  <div>
                    {t('memberCentre.benefits.needs', {
                      turnover: formatMoneyMajor(l.turnover),
                      deposit: formatMoneyMajor(l.deposit),
                    })}
                  </div>
                  {l.keepTurnover > 0 && (
                    <div>{t('memberCentre.benefits.keep', { amount: formatMoneyMajor(l.keepTurnover) })}</div>
                  )}
                  <div>
                    {t('memberCentre.benefits.bonus', { amount: formatMoneyMajor(l.upgradeBonus) })} ·{' '}
                    {t('memberCentre.benefits.rebate', { rate: l.rebateBonus.toFixed(2) })}
                  </div>
                  {l.birthdayBonus > 0 && (
                    <div>{t('memberCentre.benefits.birthday', { amount: formatMoneyMajor(l.birthdayBonus) })}</div>
                  )}
                  {l.withdrawDailyMax !== null && (
                    <div>
                      {t('memberCentre.benefits.withdraw', {
                        amount: formatMoneyMajor(l.withdrawDailyMax),
                        times: l.withdrawDailyCount ?? 0,
                      })}
                    </div>
                  )}
                </>
              }
              extra={
                l.level === data.level ? (
                  <Tag color="primary" fill="outline">
                    {t('memberCentre.benefits.yours')}
                  </Tag>
                ) : undefined
              }
            >
              {l.name}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  )
}

/**
 * `/m/member/benefits` (decisions 012 and 042): the member's VIP level, the way to the next and
 * the merchant's level table with what each level brings; where the merchant publishes no levels,
 * the club label from member info and a note saying so.
 */
export function BenefitsScreen({ member }: { member: MemberInfo | undefined }) {
  return <MemberOnly>{(s) => <Benefits token={s.token} member={member} />}</MemberOnly>
}
