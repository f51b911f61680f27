import { List } from 'antd-mobile'
import { KeyOutline, LockOutline, MailOutline, PhonebookOutline, UserOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useSecurityConfig } from '../api/get-security-config'
import { dateOnly, dateTime } from '../utils/format'
import { MemberOnly } from './member-only'
import './member-centre.css'

function Status({ value, unset }: { value: string | null; unset: string }) {
  return value ? <span className="mc-status--on">{value}</span> : <span className="mc-status--off">{unset}</span>
}

function SecurityCentre({ token }: { token: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { data } = useSecurityConfig(token)
  const notSet = t('memberCentre.security.notSet')
  const toProfile = () => navigate(paths.memberProfile.path)

  return (
    <div className="mc-page">
      <p className="mc-card">{t('memberCentre.security.intro')}</p>
      <List className="mc-list">
        <List.Item
          prefix={<KeyOutline aria-hidden="true" />}
          description={
            data ? t('memberCentre.security.passwordChanged', { date: dateOnly(data.passwordChangedAt) }) : undefined
          }
          onClick={() => navigate(paths.changePsw.path)}
        >
          {t('memberCentre.security.loginPassword')}
        </List.Item>
        <List.Item
          prefix={<PhonebookOutline aria-hidden="true" />}
          extra={data && <Status value={data.mobile} unset={t('memberCentre.security.notBound')} />}
          description={t('memberCentre.security.mobileHint')}
        >
          {t('memberCentre.security.mobile')}
        </List.Item>
        <List.Item
          prefix={<MailOutline aria-hidden="true" />}
          extra={data && <Status value={data.email} unset={notSet} />}
          onClick={toProfile}
        >
          {t('memberCentre.security.email')}
        </List.Item>
        <List.Item
          prefix={<UserOutline aria-hidden="true" />}
          extra={data && <Status value={data.payeeName} unset={notSet} />}
          onClick={toProfile}
        >
          {t('memberCentre.security.payeeName')}
        </List.Item>
        <List.Item
          prefix={<LockOutline aria-hidden="true" />}
          extra={
            data && <Status value={data.withdrawPassword ? t('memberCentre.security.set') : null} unset={notSet} />
          }
          description={data && !data.withdrawPassword ? t('memberCentre.security.withdrawPasswordHint') : undefined}
        >
          {t('memberCentre.security.withdrawPassword')}
        </List.Item>
      </List>
      <List className="mc-list" header={t('memberCentre.security.recentLogins')}>
        {data?.recentLogins.map((l) => (
          <List.Item
            key={l.at}
            description={[l.ip, l.device].filter(Boolean).join(' · ') || undefined}
            extra={l.current ? <span className="mc-status--on">{t('memberCentre.security.thisDevice')}</span> : null}
          >
            {dateTime(l.at)} · {t(`memberCentre.security.loginType.${l.loginType}`, { defaultValue: l.loginType })}
          </List.Item>
        ))}
      </List>
    </div>
  )
}

/** `/m/securityCenter` (decision 012): what protects the account, from `GET /wps/member/securityConfig`. */
export function SecurityCentreScreen() {
  return <MemberOnly>{(s) => <SecurityCentre token={s.token} />}</MemberOnly>
}
