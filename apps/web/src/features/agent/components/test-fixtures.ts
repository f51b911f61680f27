import {
  type Contract,
  type FundsConsolidated,
  NO_CONTRACT_OFFERS,
  type SessionInfo,
  type TeamKpiFooter,
} from '@parlor/contract'
import { memberSession } from '@/testing/fixtures'

/** Shapes the agent screens' tests answer with (wire shapes from the contract's agent area). */
export const agentSession: SessionInfo = { ...memberSession, id: 3, token: 'tok-agent-1', userName: 'agent', type: 1 }

export const footer = (over: Partial<TeamKpiFooter> = {}): TeamKpiFooter => ({
  teamMemberCount: 6,
  teamLoginMemberCount: 4,
  teamBetMemberCount: 3,
  teamRegisterMemberCount: 2,
  teamOnlineCount: 1,
  teamDeposit: 1500,
  teamWithdraw: 200,
  teamBet: 812.5,
  teamWin: 640.25,
  teamProfit: -172.25,
  currency: 'PHP',
  timeZone: 'Asia/Manila',
  startDate: '2026-11-26',
  endDate: '2026-11-26',
  ...over,
})

export const noOffers: FundsConsolidated = { ...NO_CONTRACT_OFFERS }

export const dividendOffer: Contract = {
  id: 41,
  kind: 'dividend',
  status: 'pending',
  fromAccount: null,
  toAccount: 'agent',
  period: 'halfMonth',
  rewardUnit: 'percent',
  tiers: [
    { minTurnover: 1000, minActiveMembers: 2, reward: 10 },
    { minTurnover: 5000, minActiveMembers: 5, reward: 25 },
  ],
  remark: 'Welcome offer',
  currency: 'PHP',
  createdAt: Date.UTC(2026, 10, 25),
  decidedAt: null,
}

export const memberInfo = (type: number) => ({
  id: 3,
  account: 'agent',
  nickname: 'Ace',
  type,
  regDate: Date.UTC(2026, 0, 1),
  toUpline: false,
  clubLabel: { labelName: '', type: '', rankLevel: 0 },
  email: null,
  mobile: null,
})
