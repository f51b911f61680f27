import type { AuditRow } from '@parlor/contract'
import { Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

interface DiffRow {
  field: string
  before: unknown
  after: unknown
  changed: boolean
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Field by field, what an audited change turned the record from and into. */
export function auditDiffRows(before: unknown, after: unknown): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return []
    return [{ field: '', before, after, changed: JSON.stringify(before) !== JSON.stringify(after) }]
  }
  const b = isRecord(before) ? before : {}
  const a = isRecord(after) ? after : {}
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])]
  return fields.map((field) => ({
    field,
    before: b[field],
    after: a[field],
    changed: JSON.stringify(b[field]) !== JSON.stringify(a[field]),
  }))
}

function show(value: unknown) {
  if (value === undefined) return <Typography.Text type="secondary">—</Typography.Text>
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 1)
  return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace' }}>{text}</span>
}

/** The before/after table of one audit row, changed fields marked; `detail` below it. */
export function AuditDiff({ row }: { row: Pick<AuditRow, 'before' | 'after' | 'detail'> }) {
  const { t } = useTranslation()
  const rows = auditDiffRows(row.before, row.after)
  const detail = Object.keys(row.detail ?? {}).length > 0 ? row.detail : null
  return (
    <div>
      {rows.length > 0 ? (
        <Table<DiffRow>
          size="small"
          rowKey="field"
          pagination={false}
          dataSource={rows}
          rowClassName={(r) => (r.changed ? 'bo-diff-changed' : '')}
          columns={[
            { title: t('audit.field'), dataIndex: 'field', width: 180, render: (f: string) => f || '—' },
            { title: t('audit.before'), dataIndex: 'before', render: show },
            { title: t('audit.after'), dataIndex: 'after', render: show },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">{t('audit.noChanges')}</Typography.Text>
      )}
      {detail ? (
        <div style={{ marginTop: 8 }}>
          <Typography.Text strong>{t('audit.detail')}: </Typography.Text>
          {show(detail)}
        </div>
      ) : null}
    </div>
  )
}
