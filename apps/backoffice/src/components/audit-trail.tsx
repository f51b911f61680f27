import { routes } from '@parlor/contract'
import { useQuery } from '@tanstack/react-query'
import { Button, Card, Empty, Modal, Spin, Timeline, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { apiCall } from '@/lib/api-client'
import { AuditDiff } from './audit-diff'
import { useCan } from '@/lib/permissions'

type AuditRows = Awaited<ReturnType<typeof fetchTrail>>['rows']

function fetchTrail(target: string, merchant: string | undefined, signal: AbortSignal) {
  return apiCall(routes.boAuditList, { query: { target, merchant, page: 1, pageSize: 50 }, signal })
}

/** Query key prefix of every audit trail: invalidate it after a change so the trail shows it. */
export const auditTrailKey = ['bo', 'audit-trail'] as const

/**
 * The audit log of one record (`target` as the server writes it: a member's bare id, an order number, a
 * merchant code), newest first, for the side of a detail screen. Hidden for roles without
 * `audit.read`.
 */
/** An audit action (`member.update`) in the staff member's language; an unknown one as it is. */
export function auditActionLabel(t: TFunction, action: string): string {
  return t(`auditActions.${action.replaceAll('.', '_')}`, { defaultValue: action })
}

export function AuditTrail({ target, merchant }: { target: string; merchant?: string }) {
  const { t } = useTranslation()
  const canRead = useCan('audit.read')
  const [open, setOpen] = useState<AuditRows[number] | null>(null)
  const query = useQuery({
    queryKey: [...auditTrailKey, target, merchant ?? ''],
    queryFn: ({ signal }) => fetchTrail(target, merchant, signal),
    enabled: canRead,
  })
  if (!canRead) return null
  return (
    <Card size="small" title={t('audit.trailTitle')}>
      {query.isPending ? (
        <Spin />
      ) : !query.data?.rows.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.trailEmpty')} />
      ) : (
        <Timeline
          items={query.data.rows.map((row) => ({
            key: row.id,
            content: (
              <div>
                <Typography.Text strong title={row.action}>
                  {auditActionLabel(t, row.action)}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {row.actor} · {dayjs(row.at).format('YYYY-MM-DD HH:mm:ss')}
                </Typography.Text>
                <br />
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(row)}>
                  {t('audit.showChange')}
                </Button>
              </div>
            ),
          }))}
        />
      )}
      <Modal
        open={open !== null}
        title={open ? `${auditActionLabel(t, open.action)} · ${open.actor}` : ''}
        footer={null}
        width={720}
        onCancel={() => setOpen(null)}
      >
        {open ? <AuditDiff row={open} /> : null}
      </Modal>
    </Card>
  )
}
