/**
 * What happens in a round, per kind of game, as pure functions of a random source (so tests can fix
 * the outcome). Payouts are in hundredths of the stake (195 = 1.95× back, stake included; 0 = lost);
 * the simulator turns them into minor units. The odds are a demo's, not a certified game's.
 */

export type GameKind = 'slot' | 'fish' | 'cards' | 'baccarat' | 'match'

export const KIND_OF_TYPE: Record<string, GameKind> = {
  RNG: 'slot',
  FISH: 'fish',
  PVP: 'cards',
  LIVE: 'baccarat',
  SPORTS: 'match',
  ESPORTS: 'match',
  COCKFIGHT: 'match',
}

export type Random = () => number

export interface Outcome {
  /** What was dealt or happened, e.g. "★ 7 ★" or "Player 7 · Banker 5". */
  shown: string
  /** The verdict in words, e.g. "Pair: ×1.5" or "No win". */
  verdict: string
  payoutHundredths: number
}

const pick = <T>(items: readonly T[], rand: Random): T =>
  items[Math.min(items.length - 1, Math.floor(rand() * items.length))] as T

// ---- slot reels (RNG)
export const REEL_SYMBOLS = ['♣', '♦', '♥', '♠', '7', '★'] as const

export function spin(rand: Random): Outcome {
  const reels = [pick(REEL_SYMBOLS, rand), pick(REEL_SYMBOLS, rand), pick(REEL_SYMBOLS, rand)]
  const [a, b, c] = reels
  const shown = reels.join(' ')
  if (a === b && b === c) {
    const times = a === '★' ? 20 : a === '7' ? 10 : 5
    return { shown, verdict: `Three of a kind: ×${times}`, payoutHundredths: times * 100 }
  }
  if (a === b || b === c || a === c) return { shown, verdict: 'A pair: ×1.5', payoutHundredths: 150 }
  return { shown, verdict: 'No win', payoutHundredths: 0 }
}

// ---- shooting round (FISH): each shot is its own round
export const TARGETS = [
  { id: 'small', label: 'Small fish', times: 2, chance: 0.45 },
  { id: 'big', label: 'Big fish', times: 5, chance: 0.18 },
  { id: 'shark', label: 'Golden shark', times: 20, chance: 0.045 },
] as const

export function shoot(target: string, rand: Random): Outcome | null {
  const t = TARGETS.find((x) => x.id === target)
  if (!t) return null
  if (rand() < t.chance)
    return { shown: `Hit the ${t.label.toLowerCase()}`, verdict: `Hit: ×${t.times}`, payoutHundredths: t.times * 100 }
  return { shown: `Missed the ${t.label.toLowerCase()}`, verdict: 'Missed', payoutHundredths: 0 }
}

// ---- cards
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const
const SUITS = ['♠', '♥', '♦', '♣'] as const

interface Card {
  rank: (typeof RANKS)[number]
  suit: (typeof SUITS)[number]
}

const draw = (rand: Random): Card => ({ rank: pick(RANKS, rand), suit: pick(SUITS, rand) })
const cardText = (cards: readonly Card[]) => cards.map((c) => `${c.rank}${c.suit}`).join(' ')
/** Baccarat-style points: A is 1, tens and faces 0. */
const cardPoints = (c: Card) => (c.rank === 'A' ? 1 : ['10', 'J', 'Q', 'K'].includes(c.rank) ? 0 : Number(c.rank))
const handPoints = (cards: readonly Card[]) => cards.reduce((sum, c) => sum + cardPoints(c), 0) % 10

/** Card table (PVP): three cards each, points as in baccarat; the higher hand wins ×1.95, a tie pushes. */
export function deal(rand: Random): Outcome {
  const you = [draw(rand), draw(rand), draw(rand)]
  const dealer = [draw(rand), draw(rand), draw(rand)]
  const y = handPoints(you)
  const d = handPoints(dealer)
  const shown = `You ${cardText(you)} (${y}) · Dealer ${cardText(dealer)} (${d})`
  if (y > d) return { shown, verdict: 'You win: ×1.95', payoutHundredths: 195 }
  if (y === d) return { shown, verdict: 'Tie: stake returned', payoutHundredths: 100 }
  return { shown, verdict: 'Dealer wins', payoutHundredths: 0 }
}

/** Baccarat (LIVE) with the standard third-card rules; Player pays ×2, Banker ×1.95, a tie returns the stake. */
export function baccarat(side: string, rand: Random): Outcome | null {
  if (side !== 'player' && side !== 'banker') return null
  const player = [draw(rand), draw(rand)]
  const banker = [draw(rand), draw(rand)]
  const natural = handPoints(player) >= 8 || handPoints(banker) >= 8
  if (!natural) {
    let third: number | null = null
    if (handPoints(player) <= 5) {
      const card = draw(rand)
      player.push(card)
      third = cardPoints(card)
    }
    const b = handPoints(banker)
    const bankerDraws =
      third === null
        ? b <= 5
        : b <= 2 ||
          (b === 3 && third !== 8) ||
          (b === 4 && third >= 2 && third <= 7) ||
          (b === 5 && third >= 4 && third <= 7) ||
          (b === 6 && third >= 6 && third <= 7)
    if (bankerDraws) banker.push(draw(rand))
  }
  const p = handPoints(player)
  const k = handPoints(banker)
  const shown = `Player ${cardText(player)} (${p}) · Banker ${cardText(banker)} (${k})`
  if (p === k) return { shown, verdict: 'Tie: stake returned', payoutHundredths: 100 }
  const winner = p > k ? 'player' : 'banker'
  if (winner !== side)
    return { shown, verdict: `${winner === 'player' ? 'Player' : 'Banker'} wins`, payoutHundredths: 0 }
  return side === 'player'
    ? { shown, verdict: 'Player wins: ×2', payoutHundredths: 200 }
    : { shown, verdict: 'Banker wins: ×1.95', payoutHundredths: 195 }
}

// ---- match betting (SPORTS, ESPORTS, COCKFIGHT)
const CLUBS = [
  'Manila Lions',
  'Cebu Sharks',
  'Davao Eagles',
  'Iloilo Storm',
  'Baguio Pines',
  'Quezon Kings',
  'Pasig Rangers',
  'Laguna Bulls',
]
const TEAMS = [
  'Team Nova',
  'Blacklist Five',
  'Onic Riders',
  'Echo Wolves',
  'Bren Vipers',
  'Aurora Gaming',
  'RSG Titans',
  'Falcon Unit',
]

export const MATCH_ODDS_HUNDREDTHS = 190

export interface Match {
  title: string
  /** The platform's match id the launch opened (a hot match's "Bet now"), if any. */
  event?: string
  sides: readonly [{ id: 'a'; name: string }, { id: 'b'; name: string }]
}

function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619)
  return h >>> 0
}

/**
 * The match a game code stands for, or the one a launch names (`event`), the same every time it is
 * opened; a named match says so in its title.
 */
export function matchFor(type: string, gameCode: string, event?: string): Match {
  const named = event ? { event } : {}
  const suffix = event ? ` · match ${event}` : ''
  if (type === 'COCKFIGHT')
    return {
      ...named,
      title: `Derby fight${suffix}`,
      sides: [
        { id: 'a', name: 'Meron' },
        { id: 'b', name: 'Wala' },
      ],
    }
  const names = type === 'ESPORTS' ? TEAMS : CLUBS
  const h = hash(event ? `${gameCode}:${event}` : gameCode)
  const first = h % names.length
  const second = (first + 1 + ((h >>> 8) % (names.length - 1))) % names.length
  return {
    ...named,
    title: `${type === 'ESPORTS' ? 'Esports match' : 'Match betting'}${suffix}`,
    sides: [
      { id: 'a', name: names[first] as string },
      { id: 'b', name: names[second] as string },
    ],
  }
}

/** Settles at once: either side wins with even chance, paying the odds on the side picked. */
export function settleMatch(match: Match, side: string, rand: Random): Outcome | null {
  const mine = match.sides.find((s) => s.id === side)
  if (!mine) return null
  const winner = rand() < 0.5 ? match.sides[0] : match.sides[1]
  const shown = `${winner.name} won`
  return winner.id === mine.id
    ? { shown, verdict: `Your pick won: ×${MATCH_ODDS_HUNDREDTHS / 100}`, payoutHundredths: MATCH_ODDS_HUNDREDTHS }
    : { shown, verdict: 'Your pick lost', payoutHundredths: 0 }
}
