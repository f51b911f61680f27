/**
 * What payment providers call: signed notifications (`POST /payments/notify/:provider`) and the
 * player's way back from a hosted page (`GET /payments/return/:provider`). The notification's
 * raw body is kept exactly as sent, by this scope's own parser, because the signature covers
 * those bytes; it is stored whatever its outcome.
 */
import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import { pendingPath } from '../deposits/deposit-core.ts'
import type { NotificationsService } from './notifications-service.ts'

const ORDER_NO = /^[A-Za-z0-9]{1,40}$/

export async function paymentsRoutes(app: FastifyInstance, { notifications }: { notifications: NotificationsService }) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body))

  route(app, routes.paymentNotify, async (req, reply) => {
    const raw = typeof req.body === 'string' ? req.body : ''
    const { outcome, provider } = await notifications.notify(req.params.provider, raw, req.headers)
    if (!provider) return reply.code(404).type('text/plain; charset=utf-8').send('UNKNOWN PROVIDER')
    // Refused: kept for review; the provider may retry, which is refused the same way.
    if (outcome.startsWith('refused:'))
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(`REFUSED ${outcome.slice('refused:'.length)}`)
    const ack = provider.acknowledgement
    return reply.code(ack.status).type(ack.contentType).send(ack.body)
  })

  // Only ever to our own pending screen: the query is a provider's (or anyone's) text.
  route(app, routes.paymentReturn, async (req, reply) => {
    const orderNo = req.query.orderNo
    return reply.redirect(orderNo && ORDER_NO.test(orderNo) ? pendingPath(orderNo) : '/m/voucherCenter', 302)
  })
}
