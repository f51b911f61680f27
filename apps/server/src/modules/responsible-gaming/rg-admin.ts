/**
 * Responsible gaming for operators (decision 040): a member's limits, last break and history, and
 * the lift of a break that has ended. A break in force cannot be lifted, by the member or by staff.
 */
import { RgErrorCode, routes, StaffErrorCode } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type Db, inTransaction } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { auditActor, inScope } from '../staff/staff-principal.ts'
import { createProviderRepository } from '../inhouse/provider-repository.ts'
import { createRgRepository } from './rg-repository.ts'
import type { RgService } from './rg-service.ts'

type Member = NonNullable<Awaited<ReturnType<ReturnType<typeof createProviderRepository>['player']>>>

export async function rgAdminRoutes(app: FastifyInstance, opts: { db: Db; clock: Clock; service: RgService }) {
  const { db, clock, service } = opts
  const repo = createRgRepository(db)
  const players = createProviderRepository(db)

  /** The member, when in the caller's scope; one outside it is as unknown as a missing one. */
  async function scoped(req: FastifyRequest, id: number) {
    const m = await players.player(id)
    if (!m || !inScope(req.staff, m.merchantId)) throw new AppError(404, StaffErrorCode.memberNotFound)
    return m
  }

  async function view(m: Member) {
    const last = await repo.lastExclusion(m.id)
    return {
      memberId: m.id,
      settings: await service.settings({ id: m.merchantId, currency: m.merchantCurrency, timeZone: m.timeZone }, m.id),
      lastBreak: last
        ? {
            kind: last.kind as 'timeout' | 'self_exclusion',
            startTime: last.startedAt.getTime(),
            endTime: last.endsAt?.getTime() ?? null,
            liftedTime: last.liftedAt?.getTime() ?? null,
          }
        : null,
      history: (await service.history(m.id)).list,
    }
  }

  route(app, routes.boMemberRg, async (req) => view(await scoped(req, req.params.id)))

  route(app, routes.boMemberRgLift, async (req) => {
    const m = await scoped(req, req.params.id)
    const now = clock.now()
    await inTransaction(db, async (tx) => {
      const r = createRgRepository(tx)
      const x = await r.lockExclusion(m.id)
      if (!x || x.liftedAt) throw new AppError(404, RgErrorCode.noBreak)
      if (x.endsAt === null || x.endsAt > now) throw new AppError(409, RgErrorCode.liftTooEarly)
      await r.markLifted(m.id, now)
      await r.addHistory({
        memberId: m.id,
        merchantId: m.merchantId,
        source: 'operator',
        action: 'lift',
        detail: { breakKind: x.kind, endsAt: x.endsAt.getTime() },
        at: now,
      })
      await recordAudit(tx, {
        merchantId: m.merchantId,
        ...auditActor(req),
        action: 'rg.lift',
        target: String(m.id),
        before: { kind: x.kind, endsAt: x.endsAt.toISOString(), liftedAt: null },
        after: { liftedAt: now.toISOString() },
        detail: { reason: req.body.reason },
      })
    })
    return view(m)
  })
}
