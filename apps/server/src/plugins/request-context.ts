/**
 * Resolves the merchant and language of an API request (wire-contract §1.2): the
 * `Merchant` header, else the host's domain, else the default merchant; the `Language`
 * header if the merchant offers it, else the merchant's default.
 */
import { ErrorCode, normaliseLanguage, type Language } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors.ts'
import type { MerchantRegistry } from '../modules/system/merchant-registry.ts'
import type { Merchant } from '../modules/system/merchant-repository.ts'

declare module 'fastify' {
  interface FastifyRequest {
    merchant: Merchant
    language: Language | undefined
  }
}

const API_PATH = /^\/(wps|lgw)(\/|$)/

function headerCount(request: FastifyRequest, name: string): number {
  let n = 0
  const raw = request.raw.rawHeaders
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === name) n++
  return n
}

export const requestContextPlugin = fp<{ registry: MerchantRegistry }>(async (app: FastifyInstance, { registry }) => {
  app.decorateRequest('merchant', null as unknown as Merchant)
  app.decorateRequest('language', undefined)

  app.addHook('onRequest', async (request) => {
    // Root-level so that unknown API paths also answer in the merchant's language.
    if (!API_PATH.test(request.url)) return
    const snapshot = await registry.current()
    const requested = normaliseLanguage(request.headers.language as string | undefined)
    // Until the merchant is known, errors speak the requested language.
    request.language = requested ?? undefined

    if (headerCount(request, 'merchant') > 1) throw new AppError(400, ErrorCode.functionNotAvailable)
    const code = (request.headers.merchant as string | undefined)?.trim()
    let merchant: Merchant | undefined
    if (code) {
      merchant = snapshot.byCode.get(code.toLowerCase())
      if (!merchant) throw new AppError(400, ErrorCode.domainNotAvailable)
    } else {
      merchant = snapshot.byDomain.get(request.hostname.toLowerCase()) ?? snapshot.defaultMerchant ?? undefined
      if (!merchant) throw new AppError(503, ErrorCode.domainNotAvailable)
    }
    request.merchant = merchant
    request.language =
      requested && merchant.languages.includes(requested) ? requested : (merchant.defaultLanguage as Language)
  })
})
