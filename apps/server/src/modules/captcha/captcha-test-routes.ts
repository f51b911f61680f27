/**
 * Browser journeys only (e2e/auth.e2e.test.ts): a test cannot read the captcha PNG, so this
 * route tells it the answer of a captcha, named by the value of its cookie. It is registered
 * only when PARLOR_E2E_HOOKS is on (config.ts), which e2e/support/global-setup.ts sets; a server
 * with it on gives away every captcha, so it must never be set anywhere else.
 */
import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import { sha256Hex } from '../../lib/hash.ts'
import type { SecurityStore } from '../../lib/store/index.ts'

export const CAPTCHA_ANSWER_TEST_PATH = routes.e2eCaptchaAnswer.path

export async function captchaTestRoutes(app: FastifyInstance, { store }: { store: SecurityStore }) {
  app.log.warn(`PARLOR_E2E_HOOKS is on: captcha answers can be read at ${CAPTCHA_ANSWER_TEST_PATH}`)

  route(app, routes.e2eCaptchaAnswer, async (req) => {
    const id = sha256Hex(req.query.cookie)
    // The store only reads by taking (a captcha answers once), so the record goes straight back.
    const record = await store.takeCaptcha(id)
    if (!record) throw new AppError(404, 'not_found')
    await store.putCaptcha(id, record)
    // Only a hash of the answer is kept (captcha-service.ts): try every answer makeChallenge can
    // draw, 4-5 digits or a small sum.
    for (let n = 0; n < 100_000; n++) {
      for (const answer of new Set([String(n), String(n).padStart(4, '0'), String(n).padStart(5, '0')])) {
        if (sha256Hex(`${id}:${answer}`) === record.answerHash) return answer
      }
    }
    throw new AppError(404, 'not_found')
  })
}
