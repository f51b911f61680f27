import type { Contract } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { parseAmount, splitAmount } from './amounts'
import { dayIn, rangeFor } from './dates'
import { dividendEstimate, reachedTier } from './dividend'
import { greetingFor } from './greeting'
import { AGENT_MENU, visibleMenu } from './menu'

describe('greetingFor (storefront §4: boundaries 10, 14, 18)', () => {
  it('is morning up to 10, early afternoon to 14, late afternoon to 18, evening after', () => {
    expect([0, 5, 10].map(greetingFor)).toEqual(['morning', 'morning', 'morning'])
    expect([11, 14].map(greetingFor)).toEqual(['earlyAfternoon', 'earlyAfternoon'])
    expect([15, 18].map(greetingFor)).toEqual(['lateAfternoon', 'lateAfternoon'])
    expect([19, 23].map(greetingFor)).toEqual(['evening', 'evening'])
  })
})

describe('merchant days', () => {
  // 2026-11-25 17:30 UTC is already the 26th in Manila (UTC+8) and still the 25th in New York.
  const at = new Date(Date.UTC(2026, 10, 25, 17, 30))

  it('reads today in the merchant time zone, not UTC', () => {
    expect(dayIn('Asia/Manila', at)).toBe('2026-11-26')
    expect(dayIn('America/New_York', at)).toBe('2026-11-25')
    expect(dayIn('Not/AZone', at)).toBe('2026-11-25')
  })

  it('builds ranges that end today and cross month ends', () => {
    expect(rangeFor('today', 'Asia/Manila', at)).toEqual({ startDate: '2026-11-26', endDate: '2026-11-26' })
    expect(rangeFor('yesterday', 'Asia/Manila', at)).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' })
    expect(rangeFor('week', 'Asia/Manila', at)).toEqual({ startDate: '2026-11-20', endDate: '2026-11-26' })
    expect(rangeFor('month', 'Asia/Manila', at)).toEqual({ startDate: '2026-10-28', endDate: '2026-11-26' })
  })
})

describe('amounts', () => {
  it('accepts positive amounts with up to two decimals, in minor units', () => {
    expect(parseAmount('10')).toBe(1000)
    expect(parseAmount(' 0.5 ')).toBe(50)
    expect(parseAmount('12.34')).toBe(1234)
    expect(['', '0', '0.00', '-1', '1.234', 'abc', '1e3'].map(parseAmount)).toEqual(Array(7).fill(null))
    expect(parseAmount('9999999999.99')).toBe(999_999_999_999)
    expect(parseAmount('10000000000')).toBeNull()
  })

  it('splits equally with the remainder on the first envelopes', () => {
    expect(splitAmount(1000, 3, 'equal')).toEqual([334, 333, 333])
    expect(splitAmount(2, 3, 'equal')).toEqual([])
  })

  it('splits randomly into shares of at least one minor unit that add up to the total', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    for (const [total, n] of [
      [1000, 3],
      [5, 5],
      [123456, 17],
    ] as const) {
      const shares = splitAmount(total, n, 'random', random)
      expect(shares).toHaveLength(n)
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total)
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(1)
    }
  })
})

describe('agent menu (storefront §Agent home)', () => {
  it('shows an entry only when its white-label key is on; online service always', () => {
    expect(visibleMenu({}).map((e) => e.id)).toEqual(['service'])
    expect(visibleMenu({ DOWNMAN: true, TEAMBETTING3: true, AGEPAG: false }).map((e) => e.id)).toEqual([
      'memberTeam',
      'teamBetting',
      'service',
    ])
    const all = Object.fromEntries(AGENT_MENU.flatMap((e) => (e.flag ? [[e.flag, true]] : [])))
    expect(visibleMenu(all)).toHaveLength(11)
  })

  it('links the transaction record with types=A and keeps the spec keys', () => {
    const byId = Object.fromEntries(AGENT_MENU.map((e) => [e.id, e]))
    expect(byId.transactionRecord).toMatchObject({ flag: 'TRANSREC3', to: '/m/transaction/record?types=A' })
    expect(byId.webEmail).toMatchObject({ flag: 'MAILCEN', to: '/m/webEmail' })
    expect(byId.agentRebate).toMatchObject({ flag: 'GAMSER', to: '/m/member/agent/agentRebeat' })
    expect(byId.service).toMatchObject({ flag: null, to: null })
  })
})

describe('dividend by contract terms', () => {
  const contract = {
    tiers: [
      { minTurnover: 100, minActiveMembers: 1, reward: 10 },
      { minTurnover: 1000, minActiveMembers: 3, reward: 20 },
    ],
  } as Contract

  it('uses the highest tier reached by both turnover and active members', () => {
    expect(reachedTier(contract.tiers, 50, 5)).toBeNull()
    expect(reachedTier(contract.tiers, 5000, 2)?.reward).toBe(10)
    expect(reachedTier(contract.tiers, 5000, 3)?.reward).toBe(20)
  })

  it('pays a share of the team loss only', () => {
    expect(dividendEstimate(contract, 5000, 3, -250.5)).toBe(50.1)
    expect(dividendEstimate(contract, 5000, 3, 80)).toBe(0)
    expect(dividendEstimate(contract, 50, 3, -250)).toBe(0)
  })
})
