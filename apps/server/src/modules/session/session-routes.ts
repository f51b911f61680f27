import { Readable } from 'node:stream'
import { ErrorCode, routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest, preParsingAsyncHookHandler } from 'fastify'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import { CAPTCHA_COOKIE } from '../captcha/captcha-service.ts'
import type { CallerContext, SessionService } from './session-service.ts'

export function callerOf(req: FastifyRequest): CallerContext {
  const device = req.headers.device
  return {
    merchant: req.merchant,
    ip: req.ip,
    device: Array.isArray(device) ? device[0] : device,
    captchaCookie: req.cookies[CAPTCHA_COOKIE],
    userAgent: req.headers['user-agent'],
  }
}

export async function sessionRoutes(app: FastifyInstance, { service }: { service: SessionService }) {
  route(app, routes.sessionLogin, async (req) => service.login(callerOf(req), req.body))

  route(app, routes.sessionFreeplay, async (req) => service.freeplay(callerOf(req), req.body?.username))

  route(app, routes.memberTrialUser, async (req) => service.trialUser(req.merchant))

  // The original clients send DELETE with an empty body; third parties use POST.
  const logout = async (req: { session: { id: number } }) => {
    await service.logout(req.session.id)
    return null
  }
  // …often as an empty body labelled application/json, which is not an error here.
  const emptyBody: preParsingAsyncHookHandler = async (req, _reply, payload) => {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of payload) {
      size += (chunk as Buffer).length
      if (size > 4096) throw new AppError(413, ErrorCode.requestBodyTooLarge)
      chunks.push(Buffer.from(chunk as Buffer))
    }
    const body = Buffer.concat(chunks)
    if (!body.toString().trim()) {
      delete req.headers['content-type']
      req.headers['content-length'] = '0'
    }
    return Readable.from([body])
  }
  route(app, routes.sessionLogout, logout, { preParsing: emptyBody })
  route(app, routes.sessionLogoutPost, logout, { preParsing: emptyBody })
}
