/**
 * The in-house game pages and their API, same origin as the app: `/games/inhouse/<game>?t=<launch
 * token>&lang=<language>` serves the page in the member's language (page-texts.ts), whose script
 * (no inline scripts: the CSP forbids them) exchanges the token for a game session sent back in
 * `X-Game-Session`. The verify page takes `?lang=` too, else the browser's language.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { inhousePlayParamsSchema, LANGUAGES, type Language, routes } from '@parlor/contract'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import { inhousePublicFolder } from '../../lib/runtime-paths.ts'
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
import { type InhouseService, InhouseErrorCode } from './inhouse-service.ts'
import { LOTTERY_CODE, PICK3 } from './lottery.ts'
import { loadTexts, pageLanguage, pageValues, renderPage, textsAsset } from './page-texts.ts'

/** The pages' scripts and styles, by name and type; the dictionaries are added per language. */
const FILES: Record<string, string> = {
  'game.js': 'text/javascript',
  'i18n.js': 'text/javascript',
  'game.css': 'text/css',
  'verify.js': 'text/javascript',
  'lottery.js': 'text/javascript',
  'lottery.css': 'text/css',
  'game-page.js': 'text/javascript',
  'back-link.js': 'text/javascript',
}
const read = (name: string) => readFileSync(join(inhousePublicFolder, name), 'utf8')
const byLanguage = (render: (lang: Language) => string) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, render(l)])) as Record<Language, string>
const languageOf = (req: FastifyRequest) => pageLanguage(req.query, req.headers['accept-language'])

export async function inhouseRoutes(app: FastifyInstance, { inhouse }: { inhouse: InhouseService }) {
  // Read and rendered once, every page in every language: they never change while the server runs.
  const texts = loadTexts(inhousePublicFolder)
  const verifyPage = read('verify.html')
  const verifyPages = byLanguage((l) => renderPage(verifyPage, texts[l], pageValues(l)))
  const gamePages = Object.fromEntries(
    GAME_CODES.map((g) => {
      const template = read(g === LOTTERY_CODE ? 'lottery.html' : 'game.html')
      const name = (l: Language) => texts[l][`game.${g}`] ?? RULES[g].name
      return [g, byLanguage((l) => renderPage(template, texts[l], pageValues(l, { name: name(l) })))]
    }),
  ) as Record<(typeof GAME_CODES)[number], Record<Language, string>>
  const assets: Record<string, { type: string; body: string }> = Object.fromEntries([
    ...Object.entries(FILES).map(([file, type]) => [file, { type, body: read(file) }]),
    ...LANGUAGES.map((l) => [
      textsAsset(l),
      { type: 'application/json; charset=utf-8', body: JSON.stringify(texts[l]) },
    ]),
  ])
  const session = (req: FastifyRequest) => inhouse.session(req.headers['x-game-session'] as string | undefined)

  route(app, routes.inhouseAsset, async (req, reply) => {
    const { file } = req.params
    // Own keys only: `constructor` or `valueOf` must be a 404, not an inherited function.
    const asset = Object.hasOwn(assets, file) ? assets[file] : undefined
    if (asset === undefined) throw new AppError(404, 'not_found')
    return reply.type(asset.type).header('cache-control', 'no-cache').send(asset.body)
  })
  route(app, routes.inhouseVerifyPage, async (req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      // Without `?lang=` the page follows the browser's language.
      .header('vary', 'accept-language')
      .header('cache-control', 'no-cache')
      .send(verifyPages[languageOf(req)]),
  )
  route(app, routes.inhouseGamePage, async (req, reply) => {
    const { game } = req.params
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
      .send(gamePages[game][languageOf(req)])
  })

  route(app, routes.inhouseSession, async (req) => inhouse.exchange(req.body.token, req.body.game))
  route(app, routes.inhouseState, async (req) => inhouse.state(await session(req)))
  route(app, routes.inhousePlay, async (req) =>
    inhouse.play(await session(req), req.body.bet, req.body.params as Params),
  )
  route(app, routes.inhouseHistory, async (req) => inhouse.history(await session(req)))
  route(app, routes.inhouseSeed, async (req) => inhouse.rotate(await session(req), req.body.clientSeed))
  route(app, routes.inhouseRules, async () => ({
    games: GAME_CODES.map((g) => ({ game: g, ...RULES[g] })),
    slot: { strip: SLOT_STRIP, pays: SLOT_PAYS, lines: SLOT_LINES },
    dice: DICE,
    crash: CRASH,
    pick3: PICK3,
  }))
  route(app, routes.inhouseVerify, async (req) => {
    const q = req.query
    let params: Params
    try {
      params = inhousePlayParamsSchema.parse(JSON.parse(q.params)) as Params
    } catch {
      throw new AppError(400, InhouseErrorCode.badBet, { detail: 'params' })
    }
    const outcome = playFair(params, q.bet, q.serverSeed, q.clientSeed, q.nonce)
    return { serverSeedHash: seedHash(q.serverSeed), payout: outcome.payout.toString(), outcome: outcome.detail }
  })
}
