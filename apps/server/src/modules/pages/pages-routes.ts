import { ErrorCode, normaliseLanguage, routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import type { PagesRepository } from './pages-repository.ts'

/** The language asked for in `lang`, else the request's, else the merchant's default. */
function languageOf(req: FastifyRequest, lang: string | undefined): string {
  return normaliseLanguage(lang) ?? req.language ?? req.merchant.defaultLanguage
}

function pick(text: Record<string, string> | Map<string, string>, lang: string, fallback: string): string | undefined {
  const get = (k: string) => (text instanceof Map ? text.get(k) : text[k])
  const first = text instanceof Map ? text.values().next().value : Object.values(text)[0]
  return get(lang) ?? get(fallback) ?? get('EN') ?? first
}

/** Help centre, user agreement and the invite-friends code (storefront §Help centre, §2). */
export async function infoPagesRoutes(app: FastifyInstance, { repo, clock }: { repo: PagesRepository; clock: Clock }) {
  route(app, routes.helpCenter, async (req) => {
    const lang = languageOf(req, req.query.lang)
    const rows = await repo.help(req.merchant.id)
    // HTML as the operator stored it; the web sanitises on display.
    return rows.map((r) => ({
      title: pick(r.titles, lang, req.merchant.defaultLanguage) ?? '',
      content: pick(r.contents, lang, req.merchant.defaultLanguage) ?? '',
    }))
  })

  route(app, routes.userAgreement, async (req) => {
    const text = pick(
      await repo.agreements(req.merchant.id),
      languageOf(req, req.query.lang),
      req.merchant.defaultLanguage,
    )
    const age = String(req.merchant.ageLimit)
    return {
      merchantName: req.merchant.name,
      ageLimit: req.merchant.ageLimit,
      content: (text ?? '').replaceAll('{age}', age).replaceAll('{merchant}', req.merchant.name),
    }
  })

  route(app, routes.memberReferral, async (req) => {
    if (!(await repo.referralLive(req.merchant.id, clock.now())))
      throw new AppError(400, ErrorCode.functionNotAvailable)
    const member = req.member
    const code = await repo.referralCode(member.id, member.merchantId)
    return { referralCode: code, registerPath: `/m/register?r=${encodeURIComponent(code)}` }
  })
}
