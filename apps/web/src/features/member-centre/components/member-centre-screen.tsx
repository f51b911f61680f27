import type { MemberInfo, Whitelabel } from '@parlor/contract'
import { List } from 'antd-mobile'
import {
  BankcardOutline,
  BillOutline,
  DownlandOutline,
  FileOutline,
  GiftOutline,
  HeartOutline,
  HistogramOutline,
  LinkOutline,
  LockOutline,
  MailOutline,
  MessageOutline,
  PayCircleOutline,
  ReceivePaymentOutline,
  SendOutline,
  SetOutline,
  StarOutline,
  TeamOutline,
  TransportQRcodeOutline,
  UnorderedListOutline,
  UserCircleOutline,
  UserOutline,
} from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { HomeBackButton } from '@/components/ui/home-back-button'
import { paths } from '@/config/paths'
import { useMemberIcon } from '../api/get-member-icon'
import {
  type EntryKey,
  memberCentreEntries,
  QUICK_TILES,
  type QuickTileKey,
  registeredDays,
  vipLinked,
} from '../utils/entries'
import './member-centre.css'

export interface MemberCentreScreenProps {
  flags: Whitelabel
  /** `mem_cen` template key: '1' selects the new look (wire-contract §6.3). */
  look: 'new' | 'base'
  session: { type: number; userName: string } | null
  member: MemberInfo | undefined
  /** promotionType of the merchant's live promotions (missions, referral). */
  livePromotions: ReadonlySet<string>
  /** Member-only navigation: guests go to sign in, trial accounts are told to use a real one. */
  goMember: (to: string) => void
  /** The wallet balance, shown in the new look's account card. */
  balance?: ReactNode
  /** Cash and locked bonus apart (both looks), below the account card. */
  bonus?: ReactNode
}

const TILE_ICONS: Record<QuickTileKey, ReactNode> = {
  deposit: <PayCircleOutline />,
  withdraw: <BankcardOutline />,
  gameRecord: <BillOutline />,
  transactionRecord: <FileOutline />,
  securityCenter: <LockOutline />,
}

const ENTRY_ICONS: Record<EntryKey, ReactNode> = {
  agent: <TeamOutline />,
  vouReport: <ReceivePaymentOutline />,
  withdrawReport: <TransportQRcodeOutline />,
  profitAndLoss: <HistogramOutline />,
  upLineTransfer: <SendOutline />,
  rewardCenter: <GiftOutline />,
  leaderBoard: <StarOutline />,
  rebateReport: <UnorderedListOutline />,
  webEmail: <MailOutline />,
  feedback: <MessageOutline />,
  referralLinks: <LinkOutline />,
  responsibleGaming: <HeartOutline />,
}

/** `/m/member/home` and `/m/mine` (accounts-and-access §Member centre). */
export function MemberCentreScreen({
  flags,
  look,
  bonus,
  session,
  member,
  livePromotions,
  goMember,
  balance,
}: MemberCentreScreenProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const icon = useMemberIcon()
  const entries = memberCentreEntries({
    flags,
    sessionType: session?.type ?? null,
    toUpline: member?.toUpline ?? false,
    livePromotions,
  })
  const vip = member?.clubLabel.labelName ?? ''

  const account = session ? (
    <section className="mc-account" aria-label={t('memberCentre.accountBlock')}>
      <button
        type="button"
        className="mc-account__avatar"
        aria-label={t('memberCentre.editProfile')}
        onClick={() => goMember(paths.memberProfile.path)}
      >
        {icon.data?.url ? (
          <img src={icon.data.url} alt={t('memberCentre.headIcon')} />
        ) : (
          <UserOutline aria-hidden="true" />
        )}
      </button>
      <div className="mc-account__text">
        <p className="mc-account__name" data-testid="mc-account">
          {member?.account ?? session.userName}
        </p>
        {member && member.nickname !== member.account && <p className="mc-account__nickname">{member.nickname}</p>}
        <p className="mc-account__meta">
          {vip &&
            (vipLinked(flags) ? (
              <Link className="mc-vip mc-vip--link" to={paths.memberBenefits.path}>
                {vip}
              </Link>
            ) : (
              <span className="mc-vip">{vip}</span>
            ))}
          {member && (
            <span className="mc-account__days">
              {t('memberCentre.joinedDays', { count: registeredDays(member.regDate, Date.now()) })}
            </span>
          )}
        </p>
      </div>
      <button type="button" className="mc-account__edit" onClick={() => goMember(paths.memberProfile.path)}>
        {t('memberCentre.editProfile')}
      </button>
      {look === 'new' && balance && <div className="mc-account__balance">{balance}</div>}
    </section>
  ) : (
    <section className="mc-account mc-account--guest" aria-label={t('memberCentre.accountBlock')}>
      <UserCircleOutline className="mc-account__guest-icon" aria-hidden="true" />
      <p className="mc-account__prompt">{t('memberCentre.guestPrompt')}</p>
      <div className="mc-account__actions">
        <Link className="mc-button mc-button--solid" to={paths.login.path}>
          {t('shell.login')}
        </Link>
        <Link className="mc-button" to={paths.register.path}>
          {t('shell.register')}
        </Link>
      </div>
    </section>
  )

  return (
    <div className={`member-centre member-centre--${look}`} data-look={look}>
      {/* A div, not <header>: the page sits inside the shell's <main>, whose banner is the shell header. */}
      <div className="app-header">
        <HomeBackButton />
        <h1 className="app-header__title">{t('screens.memberHome')}</h1>
        <button
          type="button"
          className="icon-button"
          aria-label={t('memberCentre.settings')}
          onClick={() => (session ? navigate(paths.set.path) : goMember(paths.set.path))}
        >
          <SetOutline aria-hidden="true" />
        </button>
      </div>

      {account}
      {bonus}

      <Link className="mc-download" to={paths.download.path}>
        <DownlandOutline className="mc-download__icon" aria-hidden="true" />
        <span className="mc-download__text">
          <strong>{t('memberCentre.downloadTitle')}</strong>
          <span>{t('memberCentre.downloadText')}</span>
        </span>
      </Link>

      <nav className="mc-tiles" aria-label={t('memberCentre.quickTiles')}>
        {QUICK_TILES.map((tile) => (
          <button key={tile.key} type="button" className="mc-tile" onClick={() => goMember(tile.path)}>
            <span className="mc-tile__icon" aria-hidden="true">
              {TILE_ICONS[tile.key]}
            </span>
            <span className="mc-tile__label">{t(`memberCentre.tile.${tile.key}`)}</span>
          </button>
        ))}
      </nav>

      {look === 'new' ? (
        <nav className="mc-grid" aria-label={t('memberCentre.entries')}>
          {entries.map((e) => (
            <button key={e.key} type="button" className="mc-grid__item" onClick={() => goMember(e.path)}>
              <span className="mc-grid__icon" aria-hidden="true">
                {ENTRY_ICONS[e.key]}
              </span>
              <span>{t(`memberCentre.entry.${e.key}`)}</span>
            </button>
          ))}
        </nav>
      ) : (
        <nav aria-label={t('memberCentre.entries')}>
          <List className="mc-list">
            {entries.map((e) => (
              <List.Item
                key={e.key}
                prefix={<span aria-hidden="true">{ENTRY_ICONS[e.key]}</span>}
                onClick={() => goMember(e.path)}
                arrowIcon
              >
                {t(`memberCentre.entry.${e.key}`)}
              </List.Item>
            ))}
          </List>
        </nav>
      )}
    </div>
  )
}
