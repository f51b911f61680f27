/** The audit log's list and its CSV export (contract boAuditList, boAuditExport). */
import { type AuditRow, routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { route } from '../../lib/route.ts'
import { scopedMerchant } from '../staff/staff-principal.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { AuditFilter, AuditRecord, BoAuditRepository } from './bo-audit-repository.ts'

export const AUDIT_EXPORT_MAX = 50_000

const CSV_COLUMNS = [
  'id',
  'at',
  'merchant',
  'actor',
  'actorType',
  'ip',
  'action',
  'target',
  'before',
  'after',
  'detail',
] as const

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would read as a formula (= + - @, or a tab or
 * carriage return before one) gets a leading apostrophe, so opening an export runs nothing.
 */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export async function boAuditRoutes(app: FastifyInstance, o: { repo: BoAuditRepository; registry: MerchantRegistry }) {
  const codeOf = async () => {
    const byId = new Map([...(await o.registry.current()).byCode.values()].map((m) => [m.id, m.code]))
    return (id: number | null) => (id === null ? null : (byId.get(id) ?? null))
  }
  const wire =
    (code: (id: number | null) => string | null) =>
    (r: AuditRecord): AuditRow => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      merchant: code(r.merchantId),
      actor: r.actor,
      actorType: r.actorType,
      ip: r.ip,
      action: r.action,
      target: r.target,
      before: r.before ?? null,
      after: r.after ?? null,
      detail: r.detail,
    })

  async function filter(
    req: FastifyRequest,
    q: {
      merchant?: string | undefined
      actor?: string | undefined
      action?: string | undefined
      target?: string | undefined
      from?: string | undefined
      to?: string | undefined
    },
  ): Promise<AuditFilter> {
    const merchantIds = q.merchant ? [(await scopedMerchant(req, o.registry, q.merchant)).id] : req.staff.merchantIds
    return {
      merchantIds,
      actor: q.actor,
      action: q.action,
      target: q.target,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
    }
  }

  route(app, routes.boAuditList, async (req) => {
    const { page, pageSize } = req.query
    const r = await o.repo.page(await filter(req, req.query), (page - 1) * pageSize, pageSize)
    const toWire = wire(await codeOf())
    return { rows: r.rows.map(toWire), total: r.total }
  })

  route(app, routes.boAuditExport, async (req, reply) => {
    const rows = await o.repo.newest(await filter(req, req.query), AUDIT_EXPORT_MAX)
    const toWire = wire(await codeOf())
    const lines = [CSV_COLUMNS.join(',')]
    for (const r of rows) {
      const w = toWire(r)
      lines.push(CSV_COLUMNS.map((c) => csvCell(w[c])).join(','))
    }
    const day = new Date().toISOString().slice(0, 10)
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(`${lines.join('\r\n')}\r\n`)
  })
}
