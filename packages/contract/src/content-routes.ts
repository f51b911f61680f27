import { z } from 'zod'
import {
  announcementsQuerySchema,
  announcementsSchema,
  languageBodySchema,
  lobbyNewsSchema,
  markReadBodySchema,
  winnerBoardQuerySchema,
  winnerBoardSchema,
} from './content.ts'
import { def } from './route-def.ts'

/** Content (wire-contract §8) and the member's language (§5). */
export const contentRoutes = {
  announcements: def({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    moduleId: 'COMM3',
    query: announcementsQuerySchema,
    value: announcementsSchema,
    auth: 'optional',
  }),
  markAnnouncementRead: def({
    method: 'POST',
    path: '/wps/relay/MCSFE_markAnnouncementAsRead',
    body: markReadBodySchema,
    value: z.null(),
    auth: 'member',
  }),
  lobbyNews: def({ method: 'GET', path: '/wps/relay/GLS2_lobbyNews', value: lobbyNewsSchema }),
  /** Biggest recent in-house wins (wire-contract §7); public, accounts masked. */
  winnerBoard: def({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    moduleId: 'COMM3',
    query: winnerBoardQuerySchema,
    value: winnerBoardSchema,
  }),
  memberLanguage: def({
    method: 'PUT',
    path: '/wps/member/language',
    moduleId: 'COMM3',
    body: languageBodySchema,
    value: z.null(),
    auth: 'member',
  }),
} as const
