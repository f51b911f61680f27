import { isAgentType } from '@parlor/contract'
import { Badge } from 'antd-mobile'
import {
  BillOutline,
  CheckShieldOutline,
  CollectMoneyOutline,
  GiftOutline,
  HistogramOutline,
  MailOutline,
  MessageOutline,
  PieOutline,
  SetOutline,
  SoundOutline,
  TeamOutline,
  UnorderedListOutline,
  UserAddOutline,
  AppOutline,
  FileOutline,
  RightOutline,
} from 'antd-mobile-icons'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { readSession, useSession } from '@/lib/storage'
import { useAgentAnnouncements } from '../api/get-agent-announcements'
import { useFundsConsolidated } from '../api/get-funds-consolidated'
import { CONTRACT_CALLS } from '../hooks/use-contract'
import { pendingContractKinds } from '../utils/contracts'
import { greetingFor } from '../utils/greeting'
import { type AgentMenuEntry, visibleMenu } from '../utils/menu'
import { contractEligible } from './contract-offer-check'
import { TodayFigures } from './today-figures'
import './agent-home.css'
import { sharedKeys } from '@/lib/query-keys'
import { formatMoneyMajor } from '@/lib/format'

const MENU_ICONS: Record<string, ReactNode> = {
  agentTeamOverview: <PieOutline />,
  transactionRecord: <BillOutline />,
  memberTeam: <TeamOutline />,
  redRain: <GiftOutline />,
  agentTeamPnl: <HistogramOutline />,
  teamBetting: <UnorderedListOutline />,
  agentRebate: <SetOutline />,
  teamRebate: <CollectMoneyOutline />,
  securityCenter: <CheckShieldOutline />,
  webEmail: <MailOutline />,
  service: <MessageOutline />,
}

export interface AgentHomeProps {
  /** Total balance from the wallet (composed by the route); null while it loads. */
  balance: { sumBalance: number; currencySymbol: string } | null
  /** The merchant's white-label switches (wire-contract §6.5). */
  whitelabel: Readonly<Record<string, boolean>>
  /** The merchant's time zone: "today" for the team figures is the merchant's day. */
  timeZone: string
  /** Decoded customer-service link, or null when the merchant has none. */
  serviceUrl: string | null
  /** Unread mail, when the inbox can tell; the news/mail entry shows a badge above 0. */
  unreadMail?: number
}

/**
 * Agent home (storefront §Agent home): only for agents (types other than 0, 4, 40); everyone
 * else is replaced to home. The shell shows neither its header nor its bottom menu here, so the
 * screen brings its own.
 */
export function AgentHome(props: AgentHomeProps) {
  const session = useSession()
  if (!session || !isAgentType(session.type)) return <Navigate to={paths.home.path} replace />
  return <AgentHomeView {...props} userName={session.userName} memberType={session.type} />
}

function AgentHomeView({
  balance,
  whitelabel,
  timeZone,
  serviceUrl,
  unreadMail = 0,
  userName,
  memberType,
}: AgentHomeProps & { userName: string; memberType: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const token = useSession()?.token
  const announcements = useAgentAnnouncements()
  const unreadNotices = announcements.data?.footer.unreadCount ?? 0
  // Dividend info only for types outside 4, 40, 41, 42 (storefront §4); the footer entry shows
  // while a dividend contract is in force or offered.
  const eligible = contractEligible(memberType)
  const funds = useFundsConsolidated(eligible)
  const dividendsEnabled = eligible && Boolean(funds.data?.divtypeinfo || funds.data?.divtypecompperiodreq)
  // Offers the agent has not answered yet stay reachable here after the shell's question is cancelled.
  const waitingOffers =
    eligible && whitelabel.AGENTPOLICY3 === true && funds.data ? pendingContractKinds(funds.data) : []

  // Storefront §7 Agent home load: renew member info (not forced: a fresh answer is kept), which
  // also runs the shell's contract offer check. The key belongs to the auth feature.
  useEffect(() => {
    if (token) void queryClient.refetchQueries({ queryKey: sharedKeys.memberInfo(token), stale: true })
  }, [queryClient, token])

  // Storefront §Agent home: without a session nothing navigates (it may have ended elsewhere).
  const go = (to: string) => {
    if (readSession()) navigate(to)
  }
  const openEntry = (entry: AgentMenuEntry) => {
    if (!readSession()) return
    if (entry.to) navigate(entry.to)
    else if (serviceUrl) window.open(serviceUrl, '_blank', 'noopener')
  }

  return (
    <div className="agent-home">
      <div className="agent-home__hero">
        <div className="agent-home__top">
          <h1 className="agent-home__greeting">
            {t(`agent.greeting.${greetingFor(new Date().getHours())}`)}, <strong>{userName}</strong>
          </h1>
          <div className="agent-home__actions">
            <button type="button" className="agent-home__action" onClick={() => go(paths.withdraw.path)}>
              {t('agent.withdraw')}
            </button>
            <button
              type="button"
              className="agent-home__action agent-home__action--solid"
              onClick={() => go(paths.voucherCenter.path)}
            >
              {t('agent.deposit')}
            </button>
          </div>
        </div>
        <p className="agent-home__balance-label">{t('agent.totalBalance')}</p>
        <p className="agent-home__balance" data-testid="agent-balance">
          {balance ? formatMoneyMajor(balance.sumBalance, { symbol: balance.currencySymbol }) : '--'}
        </p>
      </div>

      {waitingOffers.length > 0 && (
        <nav className="agent-offers" aria-label={t('agent.contract.waitingList')}>
          {waitingOffers.map((kind) => (
            <button
              key={kind}
              type="button"
              className="agent-offers__entry"
              data-kind={kind}
              onClick={() => go(CONTRACT_CALLS[kind].path)}
            >
              <span className="agent-home__icon" aria-hidden>
                <FileOutline />
              </span>
              <span className="agent-offers__text">
                <strong>{t(`agent.contract.kind.${kind}`)}</strong>
                <small>{t('agent.contract.pending')}</small>
              </span>
              <RightOutline className="agent-offers__arrow" aria-hidden />
            </button>
          ))}
        </nav>
      )}

      <TodayFigures timeZone={timeZone} />

      <nav className="agent-home__menu" aria-label={t('agent.menuTitle')}>
        {visibleMenu(whitelabel).map((entry) => (
          <button key={entry.id} type="button" className="agent-home__entry" onClick={() => openEntry(entry)}>
            <Badge content={entry.id === 'webEmail' && unreadMail > 0 ? unreadMail : null}>
              <span className="agent-home__icon" aria-hidden>
                {MENU_ICONS[entry.id]}
              </span>
            </Badge>
            <span className="agent-home__label">{t(entry.title)}</span>
          </button>
        ))}
      </nav>

      <footer className="bottom-bar agent-home__footer">
        <FooterButton icon={<AppOutline />} label={t('agent.footer.home')} onClick={() => go(paths.home.path)} />
        <FooterButton
          icon={<UserAddOutline />}
          label={t('agent.footer.openAccount')}
          onClick={() => go(paths.agentRegister.path)}
        />
        {dividendsEnabled && (
          <FooterButton
            icon={<CollectMoneyOutline />}
            label={t('agent.footer.dividends')}
            onClick={() => go(paths.agentDividend.path)}
          />
        )}
        <FooterButton
          icon={<SoundOutline />}
          label={t('agent.footer.announcements')}
          badge={unreadNotices}
          onClick={() => go(`${paths.memberNotice.path}?types=A`)}
        />
      </footer>
    </div>
  )
}

function FooterButton({
  icon,
  label,
  badge = 0,
  onClick,
}: {
  icon: ReactNode
  label: string
  badge?: number
  onClick: () => void
}) {
  return (
    <button type="button" className="agent-home__tab" onClick={onClick}>
      <Badge content={badge > 0 ? badge : null}>
        <span className="agent-home__tab-icon" aria-hidden>
          {icon}
        </span>
      </Badge>
      <span>{label}</span>
    </button>
  )
}
