import { boPromotionBodySchema } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { bodyOf } from './promotion-form'
import { REFERRAL_DEFAULTS } from './referral-fields'

const values = (reward: Partial<typeof REFERRAL_DEFAULTS>) =>
  bodyOf({
    merchant: 'demo',
    kind: 'REFERRAL',
    category: 'DAILY',
    titles: { EN: 'Invite' },
    rules: {},
    imageUrl: null,
    startAt: '2026-11-01T00:00:00.000Z',
    endAt: null,
    sort: 0,
    enabled: true,
    wagering: 0,
    audience: { kind: 'ALL', vipLevels: [], newWithinDays: 7, agents: [] },
    requiresApproval: false,
    reward: {
      amount: '20',
      gameType: null,
      target: '',
      prizes: '',
      minTurnover: '',
      ticketAmount: '',
      maxTickets: 100,
      ...REFERRAL_DEFAULTS,
      ...reward,
    },
  })

describe('referral settings in the promotion form', () => {
  it('sends the conditions set and null for the ones left empty', () => {
    const body = values({ firstDeposit: '100', maxFriendsPerWeek: 5 })
    expect(body.reward).toEqual({
      amount: '20',
      firstDeposit: '100',
      turnover: null,
      withinDays: 30,
      maxFriendsPerWeek: 5,
    })
    expect(boPromotionBodySchema.safeParse(body).success).toBe(true)
  })
  it('is refused without a condition', () => {
    expect(boPromotionBodySchema.safeParse(values({})).success).toBe(false)
  })
})
