import { describe, expect, it } from 'vitest'
import {
  betTypesOf,
  checkPicks,
  commitOf,
  deriveResult,
  hitsOf,
  LOTTERY_BET_TYPES,
  LOTTERY_GAMES,
  type LotteryFamily,
  type LotteryGameDef,
  lotteryGame,
  newSeedHex,
  nextSlot,
  slotAt,
  slotOfNumero,
  winMinor,
} from './index.ts'

const game = (code: string): LotteryGameDef => {
  const found = lotteryGame(code)
  if (!found) throw new Error(`no game ${code}`)
  return found
}
const SSC1 = game('PL_SSC1')
const SSC3 = game('PL_SSC3')
const VN_NORTH = game('PL_VN_NORTH')

const at = (iso: string) => Date.parse(iso)
const SECOND = 1000
const MINUTE = 60 * SECOND

/** 32 bytes 00 01 … 1f. */
const SEED = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0')).join('')
const seedOf = (i: number) => i.toString(16).padStart(64, '0')

describe('schedule of a 1-minute game', () => {
  it('names the slot of the UTC day and its open, close and draw times', () => {
    const slot = slotAt(SSC1, at('2026-11-26T00:00:30Z'))
    expect(slot).toEqual({
      numero: '20261126-0001',
      opensAt: at('2026-11-26T00:00:00Z'),
      closesAt: at('2026-11-26T00:00:55Z'),
      drawsAt: at('2026-11-26T00:01:00Z'),
    })
  })

  it('moves to the next slot exactly at the draw time', () => {
    expect(slotAt(SSC1, at('2026-11-26T00:00:59.999Z')).numero).toBe('20261126-0001')
    expect(slotAt(SSC1, at('2026-11-26T00:01:00Z')).numero).toBe('20261126-0002')
    expect(slotAt(SSC1, at('2026-11-26T13:20:10Z')).numero).toBe('20261126-0801')
  })

  it('ends the day with slot 1440 and starts the next day at 0001', () => {
    const last = slotAt(SSC1, at('2026-11-26T23:59:59.999Z'))
    expect(last.numero).toBe('20261126-1440')
    expect(last.drawsAt).toBe(at('2026-11-27T00:00:00Z'))
    const next = nextSlot(SSC1, last)
    expect(next).toEqual(slotAt(SSC1, at('2026-11-27T00:00:00Z')))
    expect(next.numero).toBe('20261127-0001')
    expect(next.opensAt).toBe(last.drawsAt)
  })
})

describe('schedule of a 3-minute game', () => {
  it('has 480 slots a day, closing 10 seconds before the draw', () => {
    expect(slotAt(SSC3, at('2026-11-26T10:07:00Z'))).toEqual({
      numero: '20261126-0203',
      opensAt: at('2026-11-26T10:06:00Z'),
      closesAt: at('2026-11-26T10:08:50Z'),
      drawsAt: at('2026-11-26T10:09:00Z'),
    })
    expect(slotAt(SSC3, at('2026-11-26T23:58:00Z')).numero).toBe('20261126-0480')
  })

  it('chases across midnight, the end of a month and of a year', () => {
    const last = slotOfNumero(SSC3, '20261231-0480')
    expect(last?.drawsAt).toBe(at('2027-01-01T00:00:00Z'))
    if (!last) throw new Error('slot expected')
    const next = nextSlot(SSC3, last)
    expect(next.numero).toBe('20270101-0001')
    expect(nextSlot(SSC3, next).numero).toBe('20270101-0002')
  })

  it('chains slots without gaps over a whole day', () => {
    let slot = slotAt(SSC3, at('2026-11-26T00:00:00Z'))
    for (let k = 1; k <= 480; k++) {
      const next = nextSlot(SSC3, slot)
      expect(next.opensAt).toBe(slot.drawsAt)
      expect(next.drawsAt - next.opensAt).toBe(3 * MINUTE)
      slot = next
    }
    expect(slot.numero).toBe('20261127-0001')
  })
})

describe('schedule of a daily Vietnamese game', () => {
  // North draws at 11:15 UTC (18:15 in Vietnam) and closes 15 minutes before.
  it('sells the day whose draw comes next', () => {
    expect(slotAt(VN_NORTH, at('2026-11-26T00:30:00Z'))).toEqual({
      numero: '20261126',
      opensAt: at('2026-11-25T11:15:00Z'),
      closesAt: at('2026-11-26T11:00:00Z'),
      drawsAt: at('2026-11-26T11:15:00Z'),
    })
    expect(slotAt(VN_NORTH, at('2026-11-26T11:14:59.999Z')).numero).toBe('20261126')
  })

  it("moves to the next day's draw at the draw time, before midnight", () => {
    const slot = slotAt(VN_NORTH, at('2026-11-26T11:15:00Z'))
    expect(slot.numero).toBe('20261127')
    expect(slot.opensAt).toBe(at('2026-11-26T11:15:00Z'))
    expect(slotAt(VN_NORTH, at('2026-11-26T23:59:59Z'))).toEqual(slot)
    expect(slotAt(VN_NORTH, at('2026-11-27T00:00:00Z'))).toEqual(slot)
  })

  it('chases day after day', () => {
    const first = slotAt(VN_NORTH, at('2026-02-28T12:00:00Z'))
    expect(first.numero).toBe('20260301')
    const slot = slotOfNumero(VN_NORTH, '20280228')
    if (!slot) throw new Error('slot expected')
    expect(nextSlot(VN_NORTH, slot).numero).toBe('20280229')
    expect(nextSlot(VN_NORTH, nextSlot(VN_NORTH, slot)).numero).toBe('20280301')
  })
})

describe('slotOfNumero', () => {
  it('answers the slot slotAt named, for every game', () => {
    const start = at('2026-11-26T00:00:00Z')
    for (const g of LOTTERY_GAMES) {
      for (let t = start; t < start + 2 * 86_400_000; t += 7 * MINUTE + 13 * SECOND) {
        const slot = slotAt(g, t)
        expect(slot.opensAt).toBeLessThanOrEqual(t)
        expect(slot.drawsAt).toBeGreaterThan(t)
        expect(slot.closesAt).toBe(slot.drawsAt - g.closeSeconds * SECOND)
        expect(slotOfNumero(g, slot.numero)).toEqual(slot)
      }
    }
  })

  it('refuses text that names no slot of the game', () => {
    const refused: [LotteryGameDef, string][] = [
      [SSC1, '20261126-0000'],
      [SSC1, '20261126-1441'],
      [SSC3, '20261126-0481'],
      [SSC1, '20261126'],
      [VN_NORTH, '20261126-0001'],
      [SSC1, '20261131-0001'],
      [SSC1, '20261326-0001'],
      [SSC1, '20261100-0001'],
      [VN_NORTH, '20270229'],
      [SSC1, '2026112-0001'],
      [SSC1, '20261126-001'],
      [SSC1, '20261126-00001'],
      [SSC1, ' 20261126-0001'],
      [SSC1, '20261126-0001\n'],
      [SSC1, '2026-11-26'],
      [SSC1, ''],
      [VN_NORTH, '00991126'],
    ]
    for (const [g, numero] of refused) expect(slotOfNumero(g, numero), `${g.code} ${numero}`).toBeNull()
    expect(slotOfNumero(VN_NORTH, '20280229')?.numero).toBe('20280229')
  })
})

describe('commitOf', () => {
  it('is the SHA-256 of the seed bytes', async () => {
    expect(await commitOf('0'.repeat(64))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925')
    expect(await commitOf(SEED)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd')
  })

  it('refuses a seed that is not 64 lowercase hex digits', async () => {
    for (const bad of [
      '',
      '0'.repeat(63),
      '0'.repeat(65),
      'A'.repeat(64),
      `${'0'.repeat(63)}g`,
      ` ${'0'.repeat(63)}`,
    ]) {
      await expect(commitOf(bad), bad).rejects.toThrow()
    }
  })

  it('commits to fresh seeds that differ', async () => {
    const a = newSeedHex()
    const b = newSeedHex()
    expect(a).toMatch(/^[0-9a-f]{64}$/)
    expect(a).not.toBe(b)
    expect(await commitOf(a)).not.toBe(await commitOf(b))
  })
})

describe('deriveResult', () => {
  // Expected values from an independent implementation of the protocol (Python hmac/hashlib).
  it('draws what the published derivation draws', async () => {
    expect(await deriveResult('SSC', SEED, 'PL_SSC1', '20261126-0001')).toEqual(['5', '7', '1', '8', '7'])
    expect(await deriveResult('D3', SEED, 'PL_D3', '20261126-0480')).toEqual(['8', '1', '3'])
    expect(await deriveResult('PK10', SEED, 'PL_PK10', '20261126-1440')).toEqual([
      '5',
      '9',
      '4',
      '1',
      '8',
      '3',
      '7',
      '2',
      '6',
      '10',
    ])
    // 107 digits: the stream runs over several HMAC blocks.
    expect(await deriveResult('VN', SEED, 'PL_VN_NORTH', '20261126')).toEqual([
      '25933',
      '96652',
      '68588',
      '02874',
      '60484',
      '02476',
      '07952',
      '01353',
      '78878',
      '47879',
      '4059',
      '7867',
      '2974',
      '5989',
      '4377',
      '8066',
      '7324',
      '2315',
      '3697',
      '3060',
      '639',
      '365',
      '822',
      '85',
      '29',
      '06',
      '21',
    ])
    expect(await deriveResult('SSC', '0'.repeat(64), 'PL_SSC1', '20261126-0001')).toEqual(['9', '4', '2', '8', '2'])
  })

  it('skips bytes that would bias the digits', async () => {
    // This seed's stream starts 45, 3, 91, 253, 217: 253 ≥ 250 is skipped.
    const seed = 'd4735e3a265e16eee03f59718b9b5d03019c07d8b6c51f90da3a666eec13ab35'
    expect(await deriveResult('SSC', seed, 'PL_SSC1', '20261126-0002')).toEqual(['5', '3', '1', '7', '4'])
  })

  it('is deterministic and depends on seed, game and numero', async () => {
    const a = await deriveResult('VN', SEED, 'PL_VN_SOUTH', '20261126')
    expect(await deriveResult('VN', SEED, 'PL_VN_SOUTH', '20261126')).toEqual(a)
    expect(await deriveResult('VN', SEED, 'PL_VN_NORTH', '20261126')).not.toEqual(a)
    expect(await deriveResult('VN', SEED, 'PL_VN_SOUTH', '20261127')).not.toEqual(a)
    expect(await deriveResult('VN', seedOf(1), 'PL_VN_SOUTH', '20261126')).not.toEqual(a)
  })

  it('answers the shape of each family', async () => {
    for (let i = 0; i < 20; i++) {
      const seed = seedOf(i)
      const ssc = await deriveResult('SSC', seed, 'PL_SSC5', '20261126-0100')
      expect(ssc).toHaveLength(5)
      for (const d of ssc) expect(d).toMatch(/^[0-9]$/)
      const d3 = await deriveResult('D3', seed, 'PL_D3', '20261126-0100')
      expect(d3).toHaveLength(3)
      for (const d of d3) expect(d).toMatch(/^[0-9]$/)
      const pk10 = await deriveResult('PK10', seed, 'PL_PK10', '20261126-0100')
      expect([...pk10].sort((x, y) => Number(x) - Number(y))).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
        '10',
      ])
      const vn = await deriveResult('VN', seed, 'PL_VN_CENTRAL', '20261126')
      expect(vn.map((p) => p.length)).toEqual([
        5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2,
      ])
      for (const p of vn) expect(p).toMatch(/^[0-9]+$/)
    }
  })

  it('refuses a seed that is not 64 lowercase hex digits', async () => {
    await expect(deriveResult('SSC', SEED.toUpperCase(), 'PL_SSC1', '20261126-0001')).rejects.toThrow()
    await expect(deriveResult('SSC', SEED.slice(2), 'PL_SSC1', '20261126-0001')).rejects.toThrow()
  })

  it('spreads digits and champions evenly over many seeds', async () => {
    const n = 2000
    const digitCounts = Array.from({ length: 5 }, () => Array<number>(10).fill(0))
    const championCounts = Array<number>(11).fill(0)
    for (let i = 0; i < n; i++) {
      const ssc = await deriveResult('SSC', seedOf(i), 'PL_SSC1', '20261126-0001')
      ssc.forEach((d, position) => {
        const row = digitCounts[position] as number[]
        row[Number(d)] = (row[Number(d)] ?? 0) + 1
      })
      const pk10 = await deriveResult('PK10', seedOf(i), 'PL_PK10', '20261126-0001')
      const champion = Number(pk10[0])
      championCounts[champion] = (championCounts[champion] ?? 0) + 1
    }
    // Chi-square with 9 degrees of freedom: 27.9 is the 0.1 % tail. Seeds are fixed, so this never flakes.
    const chiSquare = (counts: number[]) => counts.reduce((s, c) => s + (c - n / 10) ** 2 / (n / 10), 0)
    for (const row of digitCounts) expect(chiSquare(row)).toBeLessThan(27.9)
    expect(chiSquare(championCounts.slice(1))).toBeLessThan(27.9)
  })
})

describe('hitsOf', () => {
  const ssc = ['3', '0', '9', '1', '4'] // sum 17: small, odd
  it('pays SSC positions, sums and the front three', () => {
    expect(hitsOf('SSC', 'P1', ['3'], ssc)).toBe(1)
    expect(hitsOf('SSC', 'P1', ['0'], ssc)).toBe(0)
    expect(hitsOf('SSC', 'P3', ['9', '1', '2'], ssc)).toBe(1)
    expect(hitsOf('SSC', 'P5', ['4'], ssc)).toBe(1)
    expect(hitsOf('SSC', 'SUM_BS', ['S'], ssc)).toBe(1)
    expect(hitsOf('SSC', 'SUM_BS', ['B'], ssc)).toBe(0)
    expect(hitsOf('SSC', 'SUM_BS', ['B'], ['9', '9', '5', '0', '0'])).toBe(1) // 23 is big
    expect(hitsOf('SSC', 'SUM_BS', ['S'], ['9', '9', '4', '0', '0'])).toBe(1) // 22 is small
    expect(hitsOf('SSC', 'SUM_OE', ['O'], ssc)).toBe(1)
    expect(hitsOf('SSC', 'SUM_OE', ['E', 'O'], ssc)).toBe(1)
    expect(hitsOf('SSC', 'FRONT3', ['309', '390', '091'], ssc)).toBe(1)
    expect(hitsOf('SSC', 'FRONT3', ['091'], ssc)).toBe(0)
  })

  it('pays D3 straight, box, last two and sums', () => {
    const d3 = ['5', '2', '7'] // sum 14: big, even
    expect(hitsOf('D3', 'STRAIGHT', ['527'], d3)).toBe(1)
    expect(hitsOf('D3', 'STRAIGHT', ['572'], d3)).toBe(0)
    expect(hitsOf('D3', 'BOX', ['752'], d3)).toBe(1)
    expect(hitsOf('D3', 'BOX', ['257', '527', '123'], d3)).toBe(2)
    expect(hitsOf('D3', 'BOX', ['123'], d3)).toBe(0)
    // A result with a repeated digit wins no box.
    expect(hitsOf('D3', 'BOX', ['552', '525'], ['5', '5', '2'])).toBe(0)
    expect(hitsOf('D3', 'LAST2', ['27'], d3)).toBe(1)
    expect(hitsOf('D3', 'LAST2', ['52'], d3)).toBe(0)
    expect(hitsOf('D3', 'SUM_BS', ['B'], d3)).toBe(1)
    expect(hitsOf('D3', 'SUM_BS', ['B'], ['4', '4', '5'])).toBe(0) // 13 is small
    expect(hitsOf('D3', 'SUM_OE', ['E'], d3)).toBe(1)
  })

  it('pays PK10 places, champion big/small, odd/even and dragon/tiger', () => {
    const pk = ['10', '3', '7', '1', '2', '4', '5', '6', '8', '9']
    expect(hitsOf('PK10', 'CHAMPION', ['10'], pk)).toBe(1)
    expect(hitsOf('PK10', 'CHAMPION', ['1'], pk)).toBe(0)
    expect(hitsOf('PK10', 'RUNNER', ['3', '7'], pk)).toBe(1)
    expect(hitsOf('PK10', 'THIRD', ['7'], pk)).toBe(1)
    expect(hitsOf('PK10', 'CH_BS', ['B'], pk)).toBe(1)
    expect(hitsOf('PK10', 'CH_BS', ['S'], ['5', ...pk.slice(1)])).toBe(1)
    expect(hitsOf('PK10', 'CH_BS', ['B'], ['6', ...pk.slice(1)])).toBe(1)
    expect(hitsOf('PK10', 'CH_OE', ['E'], pk)).toBe(1)
    // Numerically: "10" beats "9" though it sorts before it as text.
    expect(hitsOf('PK10', 'DT', ['D'], pk)).toBe(1)
    expect(hitsOf('PK10', 'DT', ['T'], ['2', '3', '7', '1', '10', '4', '5', '6', '8', '9'])).toBe(1)
  })

  it('pays VN DE and BA CANG on the special, LO on every prize', () => {
    const vn = [
      '12345',
      '00045',
      '11111',
      '22222',
      '33333',
      '44444',
      '55555',
      '66666',
      '77777',
      '88888',
      '1245',
      '2222',
      '3333',
      '4444',
      '5555',
      '6666',
      '7777',
      '8888',
      '9999',
      '0000',
      '145',
      '999',
      '000',
      '45',
      '11',
      '22',
      '33',
    ]
    expect(hitsOf('VN', 'DE', ['45'], vn)).toBe(1)
    expect(hitsOf('VN', 'DE', ['44'], vn)).toBe(0)
    expect(hitsOf('VN', 'BA_CANG', ['345'], vn)).toBe(1)
    expect(hitsOf('VN', 'BA_CANG', ['045'], vn)).toBe(0)
    // 45 ends the special, the 1st prize, a 4th prize, a 6th and a 7th: five hits.
    expect(hitsOf('VN', 'LO', ['45'], vn)).toBe(5)
    expect(hitsOf('VN', 'LO', ['45', '11', '01'], vn)).toBe(5 + 2)
    expect(hitsOf('VN', 'LO', ['01'], vn)).toBe(0)
  })

  it('refuses a bet type of another family and a result of the wrong size', () => {
    expect(() => hitsOf('SSC', 'DE', ['45'], ssc)).toThrow()
    expect(() => hitsOf('PK10', 'CHAMPION', ['1'], ssc)).toThrow()
    expect(() => hitsOf('SSC', 'P1', ['3'], ssc.slice(0, 4))).toThrow()
  })
})

describe('checkPicks', () => {
  it('accepts the format of every bet type', () => {
    const valid: [LotteryFamily, string, string[]][] = [
      ['SSC', 'P1', ['0', '9']],
      ['SSC', 'P5', ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']],
      ['SSC', 'SUM_BS', ['B', 'S']],
      ['SSC', 'SUM_OE', ['O']],
      ['SSC', 'FRONT3', ['000', '999']],
      ['D3', 'STRAIGHT', ['111']],
      ['D3', 'BOX', ['012', '345']],
      ['D3', 'LAST2', ['07']],
      ['D3', 'SUM_BS', ['S']],
      ['D3', 'SUM_OE', ['E']],
      ['PK10', 'CHAMPION', ['1', '10']],
      ['PK10', 'RUNNER', ['5']],
      ['PK10', 'THIRD', ['9']],
      ['PK10', 'CH_BS', ['B']],
      ['PK10', 'CH_OE', ['O', 'E']],
      ['PK10', 'DT', ['D', 'T']],
      ['VN', 'DE', ['00', '99']],
      ['VN', 'LO', ['45']],
      ['VN', 'BA_CANG', ['045']],
    ]
    for (const [family, betType, picks] of valid)
      expect(checkPicks(family, betType, picks), `${family} ${betType}`).toBeNull()
    // Every bet type of the contract has a pick format here.
    const covered = new Set(valid.map(([f, b]) => `${f}:${b}`))
    for (const b of LOTTERY_BET_TYPES) {
      if (!/^P[2-4]$/.test(b.code)) expect(covered.has(`${b.family}:${b.code}`), b.code).toBe(true)
    }
  })

  it('refuses unknown bet types and those of another family', () => {
    expect(checkPicks('SSC', 'P6', ['1'])).toBe('betType')
    expect(checkPicks('SSC', 'DE', ['12'])).toBe('betType')
    expect(checkPicks('VN', 'P1', ['1'])).toBe('betType')
    expect(checkPicks('PK10', 'toString', ['1'])).toBe('betType')
    expect(checkPicks('D3', '', ['123'])).toBe('betType')
  })

  it('refuses picks in the wrong format', () => {
    expect(checkPicks('SSC', 'P1', ['10'])).toBe('picks')
    expect(checkPicks('SSC', 'P1', ['a'])).toBe('picks')
    expect(checkPicks('SSC', 'SUM_BS', ['b'])).toBe('picks')
    expect(checkPicks('SSC', 'SUM_BS', ['O'])).toBe('picks')
    expect(checkPicks('SSC', 'FRONT3', ['12'])).toBe('picks')
    expect(checkPicks('D3', 'LAST2', ['7'])).toBe('picks')
    expect(checkPicks('PK10', 'CHAMPION', ['0'])).toBe('picks')
    expect(checkPicks('PK10', 'CHAMPION', ['11'])).toBe('picks')
    expect(checkPicks('PK10', 'CHAMPION', ['01'])).toBe('picks')
    expect(checkPicks('PK10', 'DT', ['B'])).toBe('picks')
    expect(checkPicks('VN', 'DE', ['123'])).toBe('picks')
    expect(checkPicks('VN', 'BA_CANG', ['12 '])).toBe('picks')
    expect(checkPicks('VN', 'LO', [])).toBe('picks')
  })

  it('refuses a box of a repeated digit', () => {
    expect(checkPicks('D3', 'BOX', ['112'])).toBe('picks')
    expect(checkPicks('D3', 'BOX', ['777'])).toBe('picks')
    expect(checkPicks('D3', 'BOX', ['123', '121'])).toBe('picks')
  })

  it('refuses duplicates and more picks than the bet type allows', () => {
    expect(checkPicks('SSC', 'P1', ['1', '1'])).toBe('duplicate')
    expect(checkPicks('SSC', 'SUM_BS', ['B', 'B'])).toBe('duplicate')
    expect(checkPicks('VN', 'LO', ['45', '12', '45'])).toBe('duplicate')
    expect(checkPicks('D3', 'BOX', ['123', '321'])).toBe('duplicate')
    expect(checkPicks('D3', 'STRAIGHT', ['123', '321'])).toBeNull()
    expect(checkPicks('SSC', 'SUM_BS', ['B', 'S', 'B'])).toBe('picks')
    const hundred = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))
    expect(checkPicks('VN', 'DE', hundred)).toBeNull()
    expect(checkPicks('VN', 'DE', [...hundred, '00'])).toBe('picks')
  })
})

describe('winMinor', () => {
  it('is stake × odds × hits, rounded down to the minor unit', () => {
    expect(winMinor(1000n, 198, 1)).toBe(1980n)
    expect(winMinor(1n, 198, 1)).toBe(1n) // 1.98 → 1
    expect(winMinor(3n, 350, 1)).toBe(10n) // 10.5 → 10
    expect(winMinor(3n, 350, 3)).toBe(31n) // 31.5 → 31
    expect(winMinor(7n, 9_999, 1)).toBe(699n) // 699.93 → 699
    expect(winMinor(100n, 980, 0)).toBe(0n)
    expect(winMinor(5_000_000n, 90_000, 1)).toBe(4_500_000_000n)
    expect(winMinor(9_007_199_254_740_993n, 100, 1)).toBe(9_007_199_254_740_993n)
  })

  it('refuses negative or fractional inputs', () => {
    expect(() => winMinor(-1n, 198, 1)).toThrow()
    expect(() => winMinor(1n, 1.5, 1)).toThrow()
    expect(() => winMinor(1n, 198, -1)).toThrow()
    expect(() => winMinor(1n, 198, 0.5)).toThrow()
  })
})

describe('return to player at the default odds', () => {
  const oddsCents = (family: LotteryFamily, code: string) => {
    const def = betTypesOf(family).find((b) => b.code === code)
    if (!def) throw new Error(`no bet type ${code}`)
    return Math.round(def.odds * 100)
  }
  /** Paid over staked, in millionths, betting `stake` on every pick over every equally likely result. */
  function rtpMillionths(family: LotteryFamily, code: string, picks: string[], results: string[][]): bigint {
    const stake = 100n
    const cents = oddsCents(family, code)
    let paid = 0n
    // One call per result: with a whole-unit stake nothing is rounded away, so this is the sum per pick.
    for (const r of results) paid += winMinor(stake, cents, hitsOf(family, code, picks, r))
    return (paid * 1_000_000n) / (stake * BigInt(picks.length * results.length))
  }
  const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']
  const allDigitResults = (n: number) => Array.from({ length: 10 ** n }, (_, i) => [...String(i).padStart(n, '0')])

  it('keeps SSC SUM_BS and P1 below 1, enumerating all 100 000 results', () => {
    const results = allDigitResults(5)
    const sumBs = rtpMillionths('SSC', 'SUM_BS', ['B', 'S'], results)
    const p1 = rtpMillionths('SSC', 'P1', digits, results)
    // Big and small are each exactly half of the results; a position is each digit a tenth.
    expect(sumBs).toBe(990_000n)
    expect(p1).toBe(980_000n)
    expect(sumBs).toBeLessThan(1_000_000n)
    expect(p1).toBeLessThan(1_000_000n)
    expect(rtpMillionths('SSC', 'SUM_OE', ['O', 'E'], results)).toBeLessThan(1_000_000n)
  })

  it('keeps every D3 bet type below 1, enumerating all 1000 results', () => {
    const results = allDigitResults(3)
    const threes = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'))
    const boxes = threes.filter((p) => checkPicks('D3', 'BOX', [p]) === null)
    expect(rtpMillionths('D3', 'STRAIGHT', threes, results)).toBe(950_000n)
    expect(rtpMillionths('D3', 'BOX', boxes, results)).toBe(948_000n)
    expect(
      rtpMillionths(
        'D3',
        'LAST2',
        threes.slice(0, 100).map((p) => p.slice(1)),
        results,
      ),
    ).toBe(950_000n)
    expect(rtpMillionths('D3', 'SUM_BS', ['B', 'S'], results)).toBe(990_000n)
    expect(rtpMillionths('D3', 'SUM_OE', ['O', 'E'], results)).toBe(990_000n)
  })

  it('keeps PK10 champion bets below 1, enumerating champion and tenth place', () => {
    const cars = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']
    const results: string[][] = []
    for (const first of cars) {
      for (const last of cars) {
        if (first !== last) results.push([first, ...cars.filter((c) => c !== first && c !== last), last])
      }
    }
    expect(rtpMillionths('PK10', 'CHAMPION', cars, results)).toBe(980_000n)
    expect(rtpMillionths('PK10', 'CH_BS', ['B', 'S'], results)).toBe(990_000n)
    expect(rtpMillionths('PK10', 'CH_OE', ['O', 'E'], results)).toBe(990_000n)
    expect(rtpMillionths('PK10', 'DT', ['D', 'T'], results)).toBe(990_000n)
  })
})
