import fp from 'fastify-plugin'
import helmet from 'helmet'

/**
 * Security headers on every answer. The CSP allows no inline script and no framing by
 * other sites; inline style attributes stay allowed because antd-mobile and Swiper set
 * them. `upgrade-insecure-requests` is left out so the app works over plain http on a LAN.
 *
 * helmet itself, made once: the Fastify wrapper made a new one for every request, parsing the
 * policy again each time (about 4% of a wallet call's CPU, profiled under bench:wallet).
 */
export const securityPlugin = fp<{ hsts: boolean }>(async (app, opts) => {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        frameSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })
  app.addHook('onRequest', (req, reply, done) => {
    setHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined))
  })
})
