import {
  type AnnouncementItem,
  ANNOUNCEMENT_LIST,
  ErrorCode,
  type HotMatch,
  HOME_ANNOUNCEMENTS,
  isLanguage,
  normaliseLanguage,
  routes,
  toMajor,
} from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Clock } from '../../lib/clock.ts'
import { maskUsername } from '../../lib/mask-username.ts'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import type { Catalogue } from '../games/catalogue-service.ts'
import type { AnnouncementRow, ContentRepository } from './content-repository.ts'

/** Text in the caller's language, else the merchant default, else English, else any. */
function pick(text: Record<string, string>, req: FastifyRequest, language = req.language): string {
  return text[language ?? ''] ?? text[req.merchant.defaultLanguage] ?? text.EN ?? Object.values(text)[0] ?? ''
}

/** How far back the winner board looks: "recent" wins, so last month's jackpot does not sit on top for ever. */
export const WINNER_WINDOW_MS = 30 * 86_400_000

/** Whether a record shows in the place a query names; one without a group or platform shows in every one. */
function shownAt(row: AnnouncementRow, q: { groupName?: string; platform?: string; category?: string }) {
  return (
    (!q.groupName || !row.groupName || row.groupName === q.groupName) &&
    (!q.platform || !row.platform || row.platform === q.platform) &&
    (!q.category || row.category === q.category)
  )
}

/**
 * The image of the banner the home screen draws first, as its announcements call lists it: the
 * page carries it so a first visit paints it before the app's script has run.
 */
export async function firstHomeBanner(repo: ContentRepository, merchantId: number, now: Date): Promise<string | null> {
  const rows = await repo.listLive(merchantId, ['B'], now)
  return rows.find((r) => shownAt(r, HOME_ANNOUNCEMENTS))?.imageUrl || null
}

type AnnouncementList = (typeof ANNOUNCEMENT_LIST)[keyof typeof ANNOUNCEMENT_LIST]

const ms = (d: Date | null) => (d ? d.getTime() : null)

function item(row: AnnouncementRow, req: FastifyRequest, read: boolean): AnnouncementItem {
  return {
    id: row.id,
    announcementId: row.id,
    bannerId: row.id,
    type: row.type,
    title: pick(row.titles, req),
    // Stored as the operator wrote it; every client sanitises before display (DOMPurify on the web).
    content: pick(row.contents, req),
    url: row.imageUrl,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    groupName: row.groupName,
    execution: row.execution,
    promotionType: row.promotionType,
    category: row.category,
    read,
    startTime: ms(row.startAt),
    endTime: ms(row.endAt),
  }
}

/**
 * Announcements, notices, popups, promotions and hot matches (wire-contract §8; storefront
 * §Home screen, §4). Open to everyone; a member's token adds read marks and the popups meant
 * for signed-in (A) and first-login (F) audiences instead of the anonymous (B) ones.
 */
export async function contentRoutes(
  app: FastifyInstance,
  { repo, catalogue, clock }: { repo: ContentRepository; catalogue: Catalogue; clock: Clock },
) {
  async function hotMatch(row: AnnouncementRow, req: FastifyRequest): Promise<HotMatch> {
    const p = (row.payload ?? {}) as Record<string, unknown>
    const vendor = String(p.vendor ?? '')
    // The match opens the vendor's first offered game (its sportsbook or arena lobby).
    const view = (await catalogue.current()).view(req.merchant.id)
    const game = view.games.find((g) => g.row.vendorCode === vendor)
    return {
      id: row.id,
      title: pick(row.titles, req),
      league: String(p.league ?? ''),
      homeTeam: String(p.homeTeam ?? ''),
      awayTeam: String(p.awayTeam ?? ''),
      homeTeamImageUrl: String(p.homeTeamImageUrl ?? ''),
      awayTeamImageUrl: String(p.awayTeamImageUrl ?? ''),
      matchTime: Number(p.matchTime ?? 0),
      vendor,
      gameId: game?.row.gameCode ?? null,
      roomId: game?.row.gameCode ?? null,
      nodeId: game?.row.id ?? null,
    }
  }

  route(app, routes.announcements, async (req) => {
    const q = req.query
    const member = req.member
    const rows = (await repo.listLive(req.merchant.id, q.types, clock.now())).filter((r) => shownAt(r, q))
    // Popup audiences (wire-contract §8): anonymous B; members A, plus F on a first login.
    const audiences = q.execution
      ? [q.execution]
      : member
        ? (await repo.firstTimeLogin(member.id))
          ? ['A', 'F']
          : ['A']
        : ['B']
    const visible = rows.filter((r) => r.type !== 'PU' || audiences.includes(r.execution ?? 'B'))
    const read = member
      ? await repo.readIds(
          member.id,
          visible.map((r) => r.id),
        )
      : new Set<number>()
    const answer: Record<Exclude<AnnouncementList, 'hot'>, AnnouncementItem[]> & { hot: HotMatch[] } = {
      banners: [],
      player: [],
      popup: [],
      promotion: [],
      hot: [],
      agent: [],
    }
    let unreadCount = 0
    for (const r of visible) {
      const list = ANNOUNCEMENT_LIST[r.type as keyof typeof ANNOUNCEMENT_LIST]
      if (!list) continue
      if (list === 'hot') answer.hot.push(await hotMatch(r, req))
      else answer[list].push(item(r, req, read.has(r.id)))
      if ((r.type === 'PL' || r.type === 'A') && !read.has(r.id)) unreadCount++
    }
    return { ...answer, footer: { unreadCount } }
  })

  route(app, routes.markAnnouncementRead, async (req) => {
    const row = await repo.findForMerchant(req.body.announcementId, req.merchant.id)
    if (!row) throw new AppError(404, ErrorCode.notFound)
    await repo.setRead(req.member.id, row.id, req.body.read)
    return null
  })

  route(app, routes.lobbyNews, async (req) => {
    const rows = await repo.listLive(req.merchant.id, ['PL'], clock.now())
    return rows.map((r) => ({ id: r.id, title: pick(r.titles, req) }))
  })

  route(app, routes.winnerBoard, async (req) => {
    const q = req.query
    const language = normaliseLanguage(q.language) ?? req.language
    const rows = await repo.biggestWins({
      merchantId: req.merchant.id,
      currency: req.merchant.currency,
      since: new Date(clock.now().getTime() - WINNER_WINDOW_MS),
      gameType: q.gameCategory === 'ALL' ? null : q.gameCategory,
      limit: q.limitNum,
    })
    return {
      list: rows.map((r) => ({
        vo: {
          customerName: maskUsername(r.account),
          winAmount: toMajor(r.winMinor),
          gameId: r.gameCode,
          nodeId: r.nodeId,
          vendor: r.vendor,
          gameType: r.gameType,
          gameName: pick(r.names, req, language ?? undefined),
          winTime: r.closedAt?.getTime() ?? 0,
        },
      })),
    }
  })

  route(app, routes.memberLanguage, async (req) => {
    const language = normaliseLanguage(req.body.language)
    if (!language || !isLanguage(language) || !req.merchant.languages.includes(language)) {
      throw new AppError(400, ErrorCode.requestParam, { detail: 'language is not offered' })
    }
    await repo.setLanguage(req.member.id, language)
    return null
  })
}
