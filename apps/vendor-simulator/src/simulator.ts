/**
 * The game vendor simulator (its wire protocol: this workspace's README.md): a separate HTTP process
 * that plays the demo catalogue's third-party vendors. The platform launches a game with a signed URL;
 * the simulator authenticates the launch token with the platform's wallet, serves a playable DEMO page
 * for the game type, and settles every round with signed bet and win (or rollback) calls, retried on
 * failure and, in chaos mode, repeated, delayed or cancelled on purpose.
 * State lives in memory: a restart forgets every game session, as a real vendor's would expire.
 */
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import {
  KIND_OF_TYPE,
  type GameKind,
  type Match,
  type Outcome,
  type Random,
  TARGETS,
  baccarat,
  deal,
  matchFor,
  settleMatch,
  shoot,
  spin,
} from './games.ts'
import { minorDigitsOf, payout, stakeChoices } from './money.ts'
import { type RoundView, renderErrorPage, renderGamePage, renderIndexPage } from './pages.ts'
import { verifyLaunchQuery } from './signing.ts'
import { type WalletCallRecord, WalletClient, type WalletReply } from './wallet-client.ts'

export type { WalletCallRecord } from './wallet-client.ts'

export interface ChaosSettings {
  /** Chance that a bet, win or rollback is sent a second time after its answer. */
  duplicate: number
  /** Chance that a round's win is sent `winDelayMs` late, after the page has shown the result. */
  delayWin: number
  /** Chance that a round is rolled back instead of settled. */
  rollback: number
  winDelayMs: number
}

export const DEFAULT_CHAOS: ChaosSettings = { duplicate: 0.3, delayWin: 0.2, rollback: 0.1, winDelayMs: 3000 }

export interface SimulatorOptions {
  /** 0 picks a free port; `url` then names the real one. */
  port: number
  host?: string
  /** The HMAC secret shared with the platform (launch URLs and wallet calls). */
  secret: string
  /** Where the platform's `/provider/:vendor/*` calls go (http://127.0.0.1:8080). */
  platformUrl?: string
  /** `true` for the default mix of repeats, late wins and rollbacks. */
  chaos?: boolean | Partial<ChaosSettings>
  /** The game outcomes' random source (Math.random); tests fix it. */
  random?: Random
  /** Wallet call attempts (3) and the pause before retry n (n × 150 ms). */
  attempts?: number
  retryDelayMs?: number
  timeoutMs?: number
  onCall?: (record: WalletCallRecord) => void
}

export interface Simulator {
  /** Where the simulator listens, e.g. http://127.0.0.1:4200 (no trailing slash). */
  url: string
  close(): Promise<void>
}

interface Session {
  id: string
  vendor: string
  game: string
  type: string
  kind: GameKind
  back: string
  sessionToken: string
  username: string
  currency: string
  digits: number
  stake: string
  match?: Match
  last?: RoundView
  createdAt: number
}

const VENDOR = /^[A-Z0-9_]{1,32}$/
const GAME = /^[\x21-\x7e]{1,100}$/
const MATCH = /^[A-Za-z0-9_.:-]{1,64}$/
const MAX_SESSIONS = 10_000
const MAX_CALLS = 200

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`

function queryOf(req: FastifyRequest): Record<string, string> {
  const q = (req.query ?? {}) as Record<string, unknown>
  return Object.fromEntries(Object.entries(q).filter((e): e is [string, string] => typeof e[1] === 'string'))
}

/** Only a web address may be a way back; anything else (javascript:, relative paths) is dropped. */
function safeBack(value: string | undefined): string {
  if (!value) return ''
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : ''
  } catch {
    return ''
  }
}

function listenHost(address: string | AddressInfo | null, host: string): string {
  const port = typeof address === 'object' && address ? address.port : 0
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  return `http://${shown}:${port}`
}

function chaosSettings(chaos: SimulatorOptions['chaos']): ChaosSettings | null {
  if (!chaos) return null
  return chaos === true ? DEFAULT_CHAOS : { ...DEFAULT_CHAOS, ...chaos }
}

/** The player-facing words for a wallet refusal. */
function refusal(reply: WalletReply, what: string): string {
  switch (reply.errorCode) {
    case 'wallet.insufficient.balance':
      return 'Not enough balance for this stake.'
    case 'provider.session.invalid':
      return 'Your game session has ended: go back and open the game again.'
    case 'provider.vendor.unavailable':
      return 'This game is under maintenance right now. Please try again later.'
    default:
      return `The wallet refused the ${what}${reply.errorCode ? ` (${reply.errorCode})` : ''}.`
  }
}

export function buildSimulator(options: SimulatorOptions): FastifyInstance {
  const platformUrl = options.platformUrl ?? 'http://127.0.0.1:8080'
  const rand = options.random ?? Math.random
  const chaos = chaosSettings(options.chaos)
  const calls: WalletCallRecord[] = []
  const wallet = new WalletClient({
    platformUrl,
    secret: options.secret,
    ...(options.attempts ? { attempts: options.attempts } : {}),
    ...(options.retryDelayMs !== undefined ? { retryDelayMs: options.retryDelayMs } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    onCall: (record) => {
      calls.unshift(record)
      if (calls.length > MAX_CALLS) calls.pop()
      options.onCall?.(record)
    },
  })
  const sessions = new Map<string, Session>()
  const lateWins = new Map<NodeJS.Timeout, () => Promise<unknown>>()
  const inFlight = new Set<Promise<unknown>>()
  const chance = (p: number | undefined) => p !== undefined && p > 0 && Math.random() < p
  const repeat = () => ({ duplicate: chance(chaos?.duplicate) })

  const app = Fastify({ logger: false, bodyLimit: 16 * 1024 })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, raw, done) => {
    done(null, Object.fromEntries(new URLSearchParams(raw as string)))
  })
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-vendor-simulator', 'true')
    reply.header('cache-control', 'no-store')
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
  })
  app.setErrorHandler((err: Error & { statusCode?: number }, _req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500
    if (status === 500) console.error('vendor simulator:', err)
    return reply.code(status).send({ error: status === 500 ? 'internal' : 'bad_request' })
  })
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ error: 'not_found' }))

  // Games may be framed by the platform's app, so no frame-ancestors here.
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
      )
      .send(page)

  app.get('/health', async () => ({ ok: true, simulator: true }))
  app.get('/', async (_req, reply) => html(reply, 200, renderIndexPage(calls, platformUrl, chaos !== null)))
  app.get('/api/calls', async () => ({ calls }))

  app.get('/launch', async (req, reply) => {
    const q = queryOf(req)
    const back = safeBack(q.back)
    const mark = req.url.indexOf('?')
    const rawQuery = mark < 0 ? '' : req.url.slice(mark + 1)
    if (!verifyLaunchQuery(options.secret, rawQuery))
      return html(
        reply,
        401,
        renderErrorPage(
          'Link refused',
          'This game link is not signed by the platform. Open the game again from the games list.',
          back,
        ),
      )
    const vendor = q.vendor ?? ''
    const game = q.game ?? ''
    const type = q.type ?? ''
    const kind = KIND_OF_TYPE[type]
    const event = q.match || undefined
    if (!VENDOR.test(vendor) || !GAME.test(game) || !q.token || (event !== undefined && !MATCH.test(event)))
      return html(reply, 400, renderErrorPage('Link refused', 'This game link is incomplete.', back))
    if (!kind)
      return html(
        reply,
        400,
        renderErrorPage('Game not offered', `The simulator does not play ${type || 'these'} games.`, back),
      )

    const auth = await wallet.call(vendor, 'authenticate', { token: q.token })
    if (!auth.ok) {
      if (auth.unreachable)
        return html(
          reply,
          502,
          renderErrorPage('Wallet unreachable', 'The platform did not answer. Please try again.', back),
        )
      const message =
        auth.errorCode === 'provider.vendor.unavailable'
          ? 'This game is under maintenance right now. Please try again later.'
          : 'This game link has expired or was already used. Go back and open the game again.'
      return html(reply, 403, renderErrorPage('Link refused', message, back))
    }
    const v = auth.value
    if (typeof v.sessionToken !== 'string' || typeof v.currency !== 'string')
      return html(reply, 502, renderErrorPage('Wallet error', 'The platform answered without a game session.', back))
    const digits = minorDigitsOf(v.balance, v.balanceMinor)
    const session: Session = {
      id: newId('gs'),
      vendor,
      game,
      type,
      kind,
      back,
      sessionToken: v.sessionToken,
      username: typeof v.username === 'string' ? v.username : '',
      currency: v.currency,
      digits,
      stake: stakeChoices(digits)[0] as string,
      ...(kind === 'match' ? { match: matchFor(type, game, event) } : {}),
      createdAt: Date.now(),
    }
    if (sessions.size >= MAX_SESSIONS) {
      const oldest = sessions.keys().next().value
      if (oldest !== undefined) sessions.delete(oldest)
    }
    sessions.set(session.id, session)
    // A reload of the game then replays the page, not the one-time launch token.
    return reply.code(303).header('location', `/game/${session.id}`).send()
  })

  const unknownSession = (reply: FastifyReply) =>
    html(
      reply,
      404,
      renderErrorPage(
        'Game session unknown',
        'This game session is not known here (it may have expired). Open the game again.',
        '',
      ),
    )

  app.get<{ Params: { id: string } }>('/game/:id', async (req, reply) => {
    const s = sessions.get(req.params.id)
    if (!s) return unknownSession(reply)
    const balance = await wallet.call(s.vendor, 'balance', { sessionToken: s.sessionToken })
    const balanceMinor =
      balance.ok && typeof balance.value.balanceMinor === 'string' ? balance.value.balanceMinor : null
    const notice = balance.ok
      ? undefined
      : balance.unreachable
        ? 'The wallet did not answer; the balance is not known right now.'
        : refusal(balance, 'balance request')
    return html(
      reply,
      200,
      renderGamePage({
        sessionId: s.id,
        vendor: s.vendor,
        game: s.game,
        type: s.type,
        kind: s.kind,
        username: s.username,
        currency: s.currency,
        digits: s.digits,
        balanceMinor,
        ...(notice ? { notice } : {}),
        stakes: stakeChoices(s.digits),
        stake: s.stake,
        back: s.back,
        ...(s.match ? { match: s.match } : {}),
        ...(s.last ? { last: s.last } : {}),
      }),
    )
  })

  app.post<{ Params: { id: string } }>('/game/:id/play', async (req, reply) => {
    const s = sessions.get(req.params.id)
    if (!s) return unknownSession(reply)
    const form = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, string>
    const stake = stakeChoices(s.digits).includes(form.stake ?? '') ? (form.stake as string) : s.stake
    s.stake = stake
    const picked = pickOutcome(s, form)
    s.last = picked
      ? await playRound(s, stake, picked.outcome, picked.pick)
      : {
          roundId: '-',
          stakeMinor: stake,
          winMinor: '0',
          shown: '',
          verdict: '',
          error: 'Choose what to bet on first.',
        }
    return reply.code(303).header('location', `/game/${s.id}`).send()
  })

  function pickOutcome(s: Session, form: Record<string, string>): { outcome: Outcome; pick?: string } | null {
    switch (s.kind) {
      case 'slot':
        return { outcome: spin(rand) }
      case 'cards':
        return { outcome: deal(rand) }
      case 'fish': {
        const target = TARGETS.find((t) => t.id === form.target) ?? TARGETS[0]
        const outcome = shoot(target.id, rand)
        return outcome ? { outcome, pick: target.label } : null
      }
      case 'baccarat': {
        const outcome = baccarat(form.side ?? '', rand)
        return outcome ? { outcome, pick: form.side === 'player' ? 'Player' : 'Banker' } : null
      }
      case 'match': {
        const side = s.match?.sides.find((x) => x.id === form.side)
        const outcome = s.match && side ? settleMatch(s.match, side.id, rand) : null
        return outcome && side ? { outcome, pick: side.name } : null
      }
    }
  }

  /** Bet, then win (0 when lost) with the same round id and a fresh transaction id per call. */
  async function playRound(s: Session, stake: string, outcome: Outcome, pick?: string): Promise<RoundView> {
    const roundId = newId('rd')
    const betTx = newId('tx')
    const base = {
      roundId,
      stakeMinor: stake,
      shown: outcome.shown,
      verdict: outcome.verdict,
      ...(pick ? { pick } : {}),
    }
    const bet = await wallet.call(
      s.vendor,
      'bet',
      { sessionToken: s.sessionToken, transactionId: betTx, roundId, gameCode: s.game, amount: stake },
      repeat(),
    )
    if (!bet.ok) {
      if (bet.unreachable) {
        // The bet may have landed without its answer reaching us; a vendor that cannot tell cancels it.
        await wallet.call(s.vendor, 'rollback', {
          sessionToken: s.sessionToken,
          transactionId: newId('tx'),
          roundId,
          betTransactionId: betTx,
        })
        return { ...base, winMinor: '0', error: 'The wallet did not answer the bet, so the round was cancelled.' }
      }
      return { ...base, winMinor: '0', error: refusal(bet, 'bet') }
    }
    if (chance(chaos?.rollback)) {
      const rb = await wallet.call(
        s.vendor,
        'rollback',
        { sessionToken: s.sessionToken, transactionId: newId('tx'), roundId, betTransactionId: betTx },
        repeat(),
      )
      return {
        ...base,
        winMinor: '0',
        verdict: 'Round cancelled',
        note: rb.ok
          ? 'Chaos mode: the vendor rolled this round back instead of settling it; the stake is refunded.'
          : `Chaos mode: the vendor tried to roll this round back and the wallet answered ${rb.errorCode ?? rb.status ?? 'nothing'}.`,
      }
    }
    const winMinor = payout(stake, outcome.payoutHundredths)
    const winBody = { sessionToken: s.sessionToken, transactionId: newId('tx'), roundId, amount: winMinor }
    if (chaos && chance(chaos.delayWin)) {
      const send = () => track(wallet.call(s.vendor, 'win', winBody, repeat()))
      const timer = setTimeout(() => {
        lateWins.delete(timer)
        void send()
      }, chaos.winDelayMs)
      lateWins.set(timer, send)
      return {
        ...base,
        winMinor,
        note: `Chaos mode: this result reaches the wallet about ${Math.ceil(chaos.winDelayMs / 1000)} s late on purpose; reload to see it in the balance.`,
      }
    }
    const win = await wallet.call(s.vendor, 'win', winBody, repeat())
    if (!win.ok)
      return {
        ...base,
        winMinor,
        note: win.unreachable
          ? 'The wallet did not answer the result; the round stays open on the platform.'
          : refusal(win, 'result'),
      }
    return { ...base, winMinor }
  }

  function track<T>(p: Promise<T>): Promise<T> {
    inFlight.add(p)
    void p.finally(() => inFlight.delete(p))
    return p
  }

  // Late wins still owed are sent now rather than lost, so a stopped simulator leaves no round open by chaos.
  app.addHook('onClose', async () => {
    const owed = [...lateWins.entries()]
    lateWins.clear()
    for (const [timer, send] of owed) {
      clearTimeout(timer)
      void send()
    }
    await Promise.allSettled([...inFlight])
  })
  return app
}

export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const host = options.host ?? '127.0.0.1'
  const app = buildSimulator(options)
  await app.listen({ port: options.port, host })
  const url = listenHost(app.server.address(), host)
  return {
    url,
    close: async () => {
      await app.close()
    },
  }
}
