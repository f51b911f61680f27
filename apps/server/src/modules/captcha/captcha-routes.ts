import { ErrorCode, routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import type { RateLimiter } from '../../lib/store/index.ts'
import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, type CaptchaService } from './captcha-service.ts'

/** Captchas per address per minute: drawing one is cheap, but each is a stored row. */
const PER_MINUTE = 30

export async function captchaRoutes(
  app: FastifyInstance,
  { captchas, limiter }: { captchas: CaptchaService; limiter: RateLimiter },
) {
  route(app, routes.captcha, async (req, reply) => {
    const [made] = await limiter.hit([{ key: `captcha:${req.ip}`, windowMs: 60_000 }])
    if (made && made.count > PER_MINUTE) throw new AppError(429, ErrorCode.tooManyRequests)
    const kind = req.merchant.authSettings.captchaType ?? 'numeric'
    const { cookie, png } = await captchas.issue(req.merchant.id, kind, req.cookies[CAPTCHA_COOKIE])
    reply.setCookie(CAPTCHA_COOKIE, cookie, {
      path: '/wps',
      httpOnly: true,
      sameSite: 'lax',
      secure: req.protocol === 'https',
      maxAge: CAPTCHA_TTL_MS / 1000,
    })
    return png.toString('base64')
  })
}
