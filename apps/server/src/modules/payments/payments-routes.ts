/**
 * What payment providers call: signed notifications (`POST /payments/notify/:provider`) and the
 * player's way back from a hosted page (`GET /payments/return/:provider`). The notification's
 * raw body is kept exactly as sent, as bytes, by this scope's own parser, because the signature
 * covers those bytes; it is stored whatever its outcome (see the notifications service).
 */
import { CashierError, ErrorCode, routes } from '@parlor/contract'
import { AppError } from '../../lib/errors.ts'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import { pendingPath } from '../deposits/deposit-core.ts'
import type { NotificationsService } from './notifications-service.ts'

const ORDER_NO = /^[A-Za-z0-9]{1,40}$/
/** A provider's notification is a few hundred bytes; anything near this is not one. */
const NOTIFY_BODY_LIMIT = 16 * 1024

export async function paymentsRoutes(app: FastifyInstance, { notifications }: { notifications: NotificationsService }) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  )

  route(app, routes.paymentNotify, async (req, reply) => {
    const raw: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    const { outcome, provider } = await notifications.notify(req.params.provider, raw, req.headers)
    if (!provider) throw new AppError(404, ErrorCode.notFound)
    // Refused: kept for review; the provider may retry, which is refused the same way.
    if (outcome.startsWith('refused:'))
      throw new AppError(400, CashierError.notificationRefused, { reason: outcome.slice('refused:'.length) })
    const ack = provider.acknowledgement
    return reply.code(ack.status).type(ack.contentType).send(ack.body)
  })

  // Only ever to our own pending screen: the query is a provider's (or anyone's) text.
  route(app, routes.paymentReturn, async (req, reply) => {
    const orderNo = req.query.orderNo
    return reply.redirect(orderNo && ORDER_NO.test(orderNo) ? pendingPath(orderNo) : '/m/voucherCenter', 302)
  })
}
