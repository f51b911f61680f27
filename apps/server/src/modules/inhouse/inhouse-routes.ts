/**
 * The in-house game pages and their API, same origin as the app: `/games/inhouse/<game>?t=<launch
 * token>` serves the page, whose script (no inline scripts: the CSP forbids them) exchanges the
 * token for a game session sent back in `X-Game-Session`.
 */
import { readFileSync } from 'node:fs'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { parseMajor } from '../wallet/ledger.ts'
import {
  CRASH,
  DICE,
  GAME_CODES,
  isGameCode,
  type Params,
  playFair,
  RULES,
  SLOT_LINES,
  SLOT_PAYS,
  SLOT_STRIP,
  seedHash,
} from './games.ts'
import { type InhouseService, InhouseErrorCode, ROUND_STALE_MS } from './inhouse-service.ts'
import { LOTTERY_CODE, PICK3 } from './lottery.ts'

const PUBLIC = new URL('./public/', import.meta.url)
const ASSETS: Record<string, string> = {
  'game.js': 'text/javascript',
  'game.css': 'text/css',
  'verify.js': 'text/javascript',
  'lottery.js': 'text/javascript',
  'lottery.css': 'text/css',
}
const PAGES = ['game.html', 'verify.html', 'lottery.html'] as const
const read = (name: string) => readFileSync(new URL(name, PUBLIC), 'utf8')

const paramsSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('inhouse_rng_001') }),
  z.object({ game: z.literal('inhouse_rng_002'), side: z.enum(['hi', 'lo']), chance: z.coerce.number().int() }),
  z.object({ game: z.literal('inhouse_rng_003'), target: z.coerce.number().int() }),
  z.object({
    game: z.literal(LOTTERY_CODE),
    kind: z.enum(['straight', 'box']),
    picks: z.array(z.coerce.number().int()).max(10),
  }),
])
const money = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const minor = parseMajor(String(v))
  if (minor === null || minor <= 0n) {
    ctx.addIssue({ code: 'custom', message: 'bet: a positive amount with at most two decimals' })
    return z.NEVER
  }
  return minor
})

export async function inhouseRoutes(fastify: FastifyInstance, { inhouse }: { inhouse: InhouseService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // Read once: the pages are small and never change while the server runs.
  const pages = Object.fromEntries(PAGES.map((p) => [p, read(p)])) as Record<(typeof PAGES)[number], string>
  const assets = Object.fromEntries(Object.keys(ASSETS).map((a) => [a, read(a)]))
  // Rounds a dead page left open are refunded within a couple of minutes even if nobody returns.
  const sweeper = setInterval(() => {
    inhouse.sweepStale().catch((err: unknown) => fastify.log.warn({ err }, 'in-house round sweep failed'))
  }, ROUND_STALE_MS)
  sweeper.unref()
  fastify.addHook('onClose', async () => clearInterval(sweeper))
  const session = (req: FastifyRequest) => inhouse.session(req.headers['x-game-session'] as string | undefined)

  app.get('/games/inhouse/assets/:file', async (req, reply) => {
    const { file } = req.params as { file: string }
    // Own keys only: `constructor` or `valueOf` must be a 404, not an inherited function.
    const body = Object.hasOwn(assets, file) ? assets[file] : undefined
    if (body === undefined) throw new AppError(404, 'not_found')
    return reply
      .type(ASSETS[file] as string)
      .header('cache-control', 'no-cache')
      .send(body)
  })
  app.get('/games/inhouse/verify', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(pages['verify.html']),
  )
  app.get('/games/inhouse/:game', async (req, reply) => {
    const { game } = req.params as { game: string }
    if (!isGameCode(game)) throw new AppError(404, 'not_found')
    // The app shows same-origin games in a frame (launch screen): allow exactly that.
    const csp = String(reply.getHeader('content-security-policy') ?? '')
    if (csp) reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
    // The launch token must not leak through Referer to anything the page loads.
    return reply
      .type('text/html; charset=utf-8')
      .header('x-frame-options', 'SAMEORIGIN')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .send(pages[game === LOTTERY_CODE ? 'lottery.html' : 'game.html'])
  })

  app.post(
    '/games/inhouse/api/session',
    { schema: { body: z.object({ token: z.string().min(10).max(200), game: z.string().max(40) }) } },
    async (req) => ok(await inhouse.exchange(req.body.token, req.body.game)),
  )
  app.get('/games/inhouse/api/state', async (req) => ok(await inhouse.state(await session(req))))
  app.post(
    '/games/inhouse/api/play',
    { schema: { body: z.object({ bet: money, params: paramsSchema }) } },
    async (req) => ok(await inhouse.play(await session(req), req.body.bet, req.body.params as Params)),
  )
  /** The session's own tickets or rounds in this game, newest first (the lottery's ticket history). */
  app.get('/games/inhouse/api/history', async (req) => ok(await inhouse.history(await session(req))))
  app.post(
    '/games/inhouse/api/seed',
    { schema: { body: z.object({ clientSeed: z.string().trim().min(1).max(64) }) } },
    async (req) => ok(await inhouse.rotate(await session(req), req.body.clientSeed)),
  )
  /** Game rules, pay table and stated RTP, for the pages. */
  app.get('/games/inhouse/api/rules', async () =>
    ok({
      games: GAME_CODES.map((g) => ({ game: g, ...RULES[g] })),
      slot: { strip: SLOT_STRIP, pays: SLOT_PAYS, lines: SLOT_LINES },
      dice: DICE,
      crash: CRASH,
      pick3: PICK3,
    }),
  )
  /** Recomputes a round from revealed seeds: anyone can check a result without a session. */
  app.get(
    '/games/inhouse/api/verify',
    {
      schema: {
        querystring: z.object({
          serverSeed: z.string().min(1).max(128),
          clientSeed: z.string().min(1).max(64),
          nonce: z.coerce.number().int().min(0),
          bet: money,
          params: z.string().max(200),
        }),
      },
    },
    async (req) => {
      const q = req.query
      let params: Params
      try {
        params = paramsSchema.parse(JSON.parse(q.params)) as Params
      } catch {
        throw new AppError(400, InhouseErrorCode.badBet, { detail: 'params' })
      }
      const outcome = playFair(params, q.bet, q.serverSeed, q.clientSeed, q.nonce)
      return ok({ serverSeedHash: seedHash(q.serverSeed), payout: outcome.payout.toString(), outcome: outcome.detail })
    },
  )
}
