import { lazy, type ReactNode } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { AppShell } from '@/components/layout/app-shell'
import { RouteErrorFallback } from '@/components/layout/route-error-fallback'
import type { ScreenHandle } from '@/components/layout/shell-rules'
import { paths, type ScreenId, screenUrls } from '@/config/paths'
import { AppRoot } from './app-root'

const HomeRoute = lazy(() => import('./routes/home'))
const LoginRoute = lazy(() => import('./routes/login'))
const SettingsRoute = lazy(() => import('./routes/settings'))
const MaintenanceRoute = lazy(() => import('./routes/maintenance'))
const GameListRoute = lazy(() => import('./routes/game-list'))
const LaunchGameRoute = lazy(() => import('./routes/launch-game'))
const LotteryRoute = lazy(() => import('./routes/lottery'))
const GameRecordRoute = lazy(() => import('./routes/game-record'))
const TransactionRecordRoute = lazy(() => import('./routes/transaction-record'))
const ComingSoonRoute = lazy(() => import('./routes/coming-soon'))
const NotFoundRoute = lazy(() => import('./routes/not-found'))
const NoticeRoute = lazy(() => import('./routes/notice'))
const RegisterRoute = lazy(() => import('./routes/register'))
const ForgetRoute = lazy(() => import('./routes/forget'))
const ChangePasswordRoute = lazy(() => import('./routes/change-password'))
// Member centre screens (issue 8)
const MemberCentreRoute = lazy(() => import('./routes/member-centre'))
const MemberProfileRoute = lazy(() => import('./routes/member-profile'))
const MemberBenefitsRoute = lazy(() => import('./routes/member-benefits'))
const SecurityCentreRoute = lazy(() => import('./routes/security-centre'))
const FundRecordsRoute = lazy(() => import('./routes/fund-records'))
const ProfitLossRoute = lazy(() => import('./routes/profit-loss'))
const RebateReportRoute = lazy(() => import('./routes/rebate-report'))
const ReferralLinksRoute = lazy(() => import('./routes/referral-links'))
const MemberPromotionsRoute = lazy(() => import('./routes/member-promotions'))
const UplineTransferRoute = lazy(() => import('./routes/upline-transfer'))

// Message centre, help and pages (issue 8)
const WebEmailRoute = lazy(() => import('./routes/web-email'))
const MessageRoute = lazy(() => import('./routes/message'))
const HelpRoute = lazy(() => import('./routes/help'))
const DownloadRoute = lazy(() => import('./routes/download'))
const UserAgreementRoute = lazy(() => import('./routes/user-agreement'))
const InviteFriendsRoute = lazy(() => import('./routes/invite-friends'))
const FeedbackRoute = lazy(() => import('./routes/feedback'))
const ServiceRoute = lazy(() => import('./routes/service'))
const MemberNoticeRoute = lazy(() => import('./routes/member-notice'))

// Agent screens (issue 9)
const AgentRoute = lazy(() => import('./routes/agent'))
const AgentTeamOverviewRoute = lazy(() => import('./routes/agent-team-overview'))
const AgentTeamPnlRoute = lazy(() => import('./routes/agent-team-pnl'))
const AgentTeamBettingRoute = lazy(() => import('./routes/agent-team-betting'))
const AgentMemberTeamRoute = lazy(() => import('./routes/agent-member-team'))
const AgentRegisterRoute = lazy(() => import('./routes/agent-register'))
const AgentRedRainRoute = lazy(() => import('./routes/agent-red-rain'))
const AgentDividendRoute = lazy(() => import('./routes/agent-dividend'))
const AgentContractRoute = lazy(() => import('./routes/agent-contract'))
const AgentRebateSettingsRoute = lazy(() => import('./routes/agent-rebate-settings'))
const AgentRebateIncomeRoute = lazy(() => import('./routes/agent-rebate-income'))

// Deposit and withdraw (through customer service)
const VoucherCenterRoute = lazy(() => import('./routes/voucher-center'))
const WithdrawRoute = lazy(() => import('./routes/withdraw'))

// Screens built by later issues show the shared coming-soon page until their module exists.
function screenElement(screen: ScreenId): ReactNode {
  switch (screen) {
    case 'home':
      return <HomeRoute />
    case 'login':
      return <LoginRoute />
    case 'set':
      return <SettingsRoute />
    case 'maintenance':
      return <MaintenanceRoute />
    case 'gameList':
    case 'gameLobby':
      return <GameListRoute />
    case 'launchGame':
      return <LaunchGameRoute />
    case 'notice':
      return <NoticeRoute />
    case 'register':
      return <RegisterRoute />
    case 'forget':
      return <ForgetRoute />
    case 'changePsw':
      return <ChangePasswordRoute />
    case 'moreLottery':
    case 'lottery':
    case 'startLottery':
      return <LotteryRoute />
    case 'gameRecord':
      return <GameRecordRoute />
    case 'transactionRecord':
      return <TransactionRecordRoute />
    // Member centre screens (issue 8)
    case 'memberHome':
    case 'mine':
      return <MemberCentreRoute />
    case 'memberProfile':
      return <MemberProfileRoute />
    case 'memberBenefits':
      return <MemberBenefitsRoute />
    case 'securityCenter':
      return <SecurityCentreRoute />
    case 'vouReport':
      return <FundRecordsRoute direction="deposit" />
    case 'withdrawReport':
      return <FundRecordsRoute direction="withdrawal" />
    case 'profitAndLoss':
      return <ProfitLossRoute />
    case 'rebateReport':
      return <RebateReportRoute />
    case 'referralLinks':
      return <ReferralLinksRoute />
    case 'rewardCenter':
      return <MemberPromotionsRoute kind="rewards" />
    case 'leaderBoard':
      return <MemberPromotionsRoute kind="missions" />
    case 'upLineTransfer':
      return <UplineTransferRoute />

    // Message centre, help and pages (issue 8)
    case 'webEmail':
      return <WebEmailRoute />
    case 'message':
      return <MessageRoute />
    case 'help':
    case 'helpDetail':
      return <HelpRoute />
    case 'download':
      return <DownloadRoute />
    case 'useragreement':
      return <UserAgreementRoute />
    case 'inviteFriends':
      return <InviteFriendsRoute />
    case 'feedback':
      return <FeedbackRoute />
    case 'service':
      return <ServiceRoute />
    case 'memberNotice':
      return <MemberNoticeRoute />

    // Agent screens (issue 9)
    case 'agent':
      return <AgentRoute />
    case 'agentTeamOverview':
      return <AgentTeamOverviewRoute />
    case 'agentTeamPnl':
      return <AgentTeamPnlRoute />
    case 'teamBetting':
      return <AgentTeamBettingRoute />
    case 'memberTeam':
      return <AgentMemberTeamRoute />
    case 'agentRegister':
      return <AgentRegisterRoute />
    case 'redRain':
      return <AgentRedRainRoute />
    case 'agentDividend':
      return <AgentDividendRoute />
    case 'salaryContract':
      return <AgentContractRoute kind="dailySalary" />
    case 'dividendContract':
      return <AgentContractRoute kind="dividend" />
    case 'hourContract':
      return <AgentContractRoute kind="hourlySalary" />
    case 'agentRebate':
      return <AgentRebateSettingsRoute />
    case 'teamRebate':
      return <AgentRebateIncomeRoute />

    // Deposit and withdraw (through customer service)
    case 'voucherCenter':
      return <VoucherCenterRoute />
    case 'withdraw':
      return <WithdrawRoute />

    default:
      return <ComingSoonRoute screen={screen} />
  }
}

const screenRoutes: RouteObject[] = (Object.keys(paths) as ScreenId[]).flatMap((screen) =>
  screenUrls(screen).map((path) => ({
    path,
    element: screenElement(screen),
    handle: { screen } satisfies ScreenHandle,
  })),
)

export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorFallback fullScreen />,
    children: [
      {
        element: <AppShell />,
        children: [
          {
            // Inside the shell, so a failing screen keeps the header and bottom menu.
            errorElement: <RouteErrorFallback />,
            children: [
              ...screenRoutes,
              { path: '*', element: <NotFoundRoute />, handle: { screen: 'notFound' } satisfies ScreenHandle },
            ],
          },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(appRoutes)
}
