import { isTrialType } from '@parlor/contract'
import { List } from 'antd-mobile'
import {
  BankcardOutline,
  KeyOutline,
  LockOutline,
  MailOutline,
  PhonebookOutline,
  QuestionCircleOutline,
  UserOutline,
} from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useSecurityConfig } from '../api/get-security-config'
import { dateOnly } from '../utils/format'
import { MemberOnly } from '@/components/layout/member-only'
import './member-centre.css'

function Status({ value, unset }: { value: string | null; unset: string }) {
  return value ? <span className="mc-status--on">{value}</span> : <span className="mc-status--off">{unset}</span>
}

/** The payout protections' state, from the withdrawal screens (composed by the route); undefined while loading. */
export interface WithdrawalProtections {
  hasPassword: boolean | undefined
  cardCount: number | undefined
  questionsSet: boolean | undefined
}

/** Withdrawal password (set, change, reset), bank cards and security questions, each with its state. */
function PayoutProtections({ state }: { state: WithdrawalProtections }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const notSet = t('memberCentre.security.notSet')
  const set = t('memberCentre.security.set')
  const flag = (on: boolean | undefined) => on !== undefined && <Status value={on ? set : null} unset={notSet} />
  return (
    <List className="mc-list" header={t('memberCentre.security.payouts')}>
      <List.Item
        prefix={<LockOutline aria-hidden="true" />}
        extra={flag(state.hasPassword)}
        description={
          state.hasPassword === undefined
            ? undefined
            : t(
                state.hasPassword
                  ? 'memberCentre.security.withdrawPasswordChange'
                  : 'memberCentre.security.withdrawPasswordHint',
              )
        }
        onClick={() => navigate(paths.withdrawPassword.path)}
      >
        {t('memberCentre.security.withdrawPassword')}
      </List.Item>
      {state.hasPassword && (
        <List.Item
          prefix={<LockOutline aria-hidden="true" />}
          onClick={() => navigate(`${paths.withdrawPassword.path}?mode=reset`)}
        >
          {t('memberCentre.security.withdrawPasswordReset')}
        </List.Item>
      )}
      <List.Item
        prefix={<BankcardOutline aria-hidden="true" />}
        extra={
          state.cardCount !== undefined && (
            <Status
              value={state.cardCount > 0 ? t('memberCentre.security.cardCount', { count: state.cardCount }) : null}
              unset={t('memberCentre.security.notBound')}
            />
          )
        }
        onClick={() => navigate(paths.bankCards.path)}
      >
        {t('memberCentre.security.bankCards')}
      </List.Item>
      <List.Item
        prefix={<QuestionCircleOutline aria-hidden="true" />}
        extra={flag(state.questionsSet)}
        onClick={() => navigate(paths.securityQuestions.path)}
      >
        {t('memberCentre.security.securityQuestions')}
      </List.Item>
    </List>
  )
}

function SecurityCentre({
  token,
  withdrawal,
  children,
  extra,
}: {
  token: string
  withdrawal?: WithdrawalProtections
  children?: ReactNode
  extra?: ReactNode
}) {
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
      </List>
      {withdrawal && <PayoutProtections state={withdrawal} />}
      {children}
      {extra}
    </div>
  )
}

/**
 * `/m/securityCenter` (decision 012): what protects the account, from `GET /wps/member/securityConfig`.
 * Other features' sections are composed by the route, after the payout protections: `children` for
 * every member, `extra` for real accounts only (responsible gaming).
 */
export function SecurityCentreScreen({
  withdrawal,
  children,
  extra,
}: {
  withdrawal?: WithdrawalProtections
  children?: ReactNode
  extra?: ReactNode
}) {
  // Trial members cannot withdraw or set limits, so their centre shows neither.
  return (
    <MemberOnly>
      {(s) => {
        const trial = isTrialType(s.type)
        return (
          <SecurityCentre token={s.token} withdrawal={trial ? undefined : withdrawal} extra={trial ? undefined : extra}>
            {children}
          </SecurityCentre>
        )
      }}
    </MemberOnly>
  )
}
