/**
 * What request logs may hold. Tokens travel in query strings (game launch `?t=`, OAuth `?code=`,
 * third-party `?token=`) and headers; a log line is read by more people, and kept longer, than
 * the secret deserves. Values of secret-looking query parameters are replaced, and the secret
 * headers are censored should anything ever log them.
 */
import type { FastifyRequest } from 'fastify'

const REDACTED = '[REDACTED]'
/** Parameter names that carry a secret, matched anywhere in the name, any case. */
const SECRET_NAME = /token|key|secret|passw|pwd|code|sign|auth|session|captcha|otp/i
/** Short names known to carry a secret: the in-house launch token is `?t=`. */
const SECRET_EXACT = new Set(['t'])

function isSecretName(raw: string): boolean {
  let name: string
  try {
    name = decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    // A name we cannot read could be anything.
    return true
  }
  return SECRET_NAME.test(name) || SECRET_EXACT.has(name.toLowerCase())
}

/** The URL with the value of every secret-looking query parameter replaced (and no fragment). */
export function redactUrl(url: string): string {
  const path = url.split('#', 1)[0] ?? ''
  const q = path.indexOf('?')
  if (q < 0) return path
  const query = path
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      if (eq < 0) return pair
      const name = pair.slice(0, eq)
      return isSecretName(name) ? `${name}=${REDACTED}` : pair
    })
    .join('&')
  return `${path.slice(0, q + 1)}${query}`
}

/** The request as Fastify's own serializer shows it, with the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }
}

/** Pino options for the Fastify logger: serializers and censored paths. */
export const logRedaction = {
  serializers: { req: serializeRequest },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-admin-token"]',
      'req.headers["x-game-session"]',
      'headers.authorization',
      'headers.cookie',
      'headers["x-admin-token"]',
      'headers["x-game-session"]',
    ],
    censor: REDACTED,
  },
}
