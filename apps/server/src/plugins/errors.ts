/**
 * The one place errors become answers: every failure leaves as the envelope with an
 * errorCode and a message in the caller's language; 5xx answers never carry internals.
 */
import { DEFAULT_LANGUAGE, ErrorCode, normaliseLanguage, type Envelope, type Language } from '@parlor/contract'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { translate } from '../i18n/messages.ts'
import { BUSY_RETRY_AFTER_SECONDS, busyError, isBusyError } from '../db/retry.ts'
import { AppError } from '../lib/errors.ts'
import { StoreUnavailableError } from '../lib/store/index.ts'

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const

declare module 'fastify' {
  interface FastifyRequest {
    /** The errorCode this request was answered with by the error handler, if any. */
    errorCode: string | null
  }
}

function languageOf(request: FastifyRequest): Language {
  return request.language ?? normaliseLanguage(request.headers.language as string | undefined) ?? DEFAULT_LANGUAGE
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  params: Record<string, string> = {},
  value: unknown = null,
) {
  // Read by the metrics (plugins/metrics.ts): error answers counted by code.
  request.errorCode = code
  const body: Envelope<unknown> = {
    success: false,
    value,
    errorCode: code,
    message: translate(code, languageOf(request), params),
  }
  // Router refusals skip the hooks that set it on every other answer (app.ts).
  return reply.code(status).header('cache-control', 'no-store').header('x-request-id', request.id).send(body)
}

/** Maps Fastify's own error codes to ours. */
const FRAMEWORK: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, ErrorCode.requestBodyMalformed],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, ErrorCode.requestBodyRequired],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, ErrorCode.requestBodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, ErrorCode.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, ErrorCode.requestBodyMalformed],
  FST_ERR_RATE_LIMIT: [429, ErrorCode.tooManyRequests],
}

/**
 * Fastify's `frameworkErrors` (set in app.ts): the router refuses some URLs before any hook or the
 * error handler runs, a broken percent escape or a path parameter over `maxParamLength`. They get
 * the envelope too, without Fastify's default text that echoes the whole URL back.
 */
export function frameworkErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return send(request, reply, 414, ErrorCode.requestParam, { detail: 'a path segment is too long' })
  if (error.code === 'FST_ERR_BAD_URL')
    return send(request, reply, 400, ErrorCode.requestParam, { detail: 'the path is not a valid URL' })
  request.log.error({ err: error }, 'router error')
  return send(request, reply, 500, ErrorCode.internal)
}

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply> | null

export const errorsPlugin = fp<{ spa?: SpaFallback }>(async (app: FastifyInstance, opts) => {
  app.decorateRequest('errorCode', null)
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Too many requests for the embedded database (request-bound.ts), or a transaction that kept
    // colliding (retry.ts): the call changed nothing and may be sent again, so 503 with Retry-After.
    if (isBusyError(error)) {
      request.log.info({ err: error }, 'database busy')
      const busy = busyError()
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
      return send(request, reply, busy.statusCode, busy.errorCode)
    }
    // Redis is away (lib/store): the call did nothing yet, so the caller may simply try again.
    if (error instanceof StoreUnavailableError) {
      request.log.warn({ err: error.cause }, 'security store unavailable')
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
      return send(request, reply, 503, ErrorCode.storeUnavailable)
    }
    if (error instanceof AppError)
      return send(request, reply, error.statusCode, error.errorCode, error.params, error.value)
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = error.validation
        .map((v) => {
          const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'input'
          return `${where} ${v.message ?? ''}`.trim()
        })
        .slice(0, 3)
        .join('; ')
      return send(request, reply, 400, ErrorCode.requestParam, { detail })
    }
    const mapped = error.code ? FRAMEWORK[error.code] : undefined
    if (mapped) return send(request, reply, mapped[0], mapped[1])
    if (error instanceof SyntaxError) return send(request, reply, 400, ErrorCode.requestBodyMalformed)
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error')
      return send(request, reply, 500, ErrorCode.internal)
    }
    request.log.info({ err: error }, 'client error')
    return send(request, reply, status, ErrorCode.requestParam, { detail: error.code ?? 'bad request' })
  })

  app.setNotFoundHandler((request, reply) => {
    const spa = opts.spa?.(request, reply)
    if (spa) return spa
    const path = request.url.split('?')[0] ?? '/'
    // The path exists under another verb: the original platform answers #459 (wire-contract §1.1).
    const other = METHODS.find((m) => m !== request.method && app.hasRoute({ method: m, url: path }))
    if (other) return send(request, reply, 405, ErrorCode.methodNotSupported, { method: request.method })
    return send(request, reply, 404, ErrorCode.notFound)
  })
})
